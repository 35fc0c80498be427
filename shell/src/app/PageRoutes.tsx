import { matchPage } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useRouter } from '../routing/router';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { StoresPage } from '../pages/StoresPage';
import { ContactPage } from '../pages/ContactPage';
import { LoginPage } from '../pages/LoginPage';
import { AdminFrame } from '../pages/AdminFrame';
import { TreeEditorPage } from '../pages/TreeEditorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { FavouritesMergeAtLogin } from '../catalogue/favourites/FavouritesMergeAtLogin';
import { CookieSettingsPage } from '../consent/CookieSettingsPage';
import { CookiePolicyPage } from '../legal/CookiePolicyPage';
import { PrivacyPage } from '../legal/PrivacyPage';
import { TermsPage } from '../legal/TermsPage';
import { ComplaintsPage } from '../legal/ComplaintsPage';
import { WithdrawalPage } from '../legal/WithdrawalPage';
import { CategoryListingRoute, FavouritesRoute, ProductRoute, SearchRoute } from './CataloguePages';
import { CartCountSync } from '../cart/CartCountSync';
import { PageTitle } from './PageTitle';

export function PageRoutes() {
  return (
    <>
      <FavouritesMergeAtLogin />
      <Page />
      <CartCountSync />
      <PageTitle />
    </>
  );
}

function Page() {
  const { market } = useMarket();
  const { pathname } = useRouter();
  const match = matchPage(market, pathname);
  switch (match?.page) {
    case 'home':
      return <HomePage />;
    case 'buyout':
      return <RemotePage remote="mf-buyout" exposed="./BuyoutApp" />;
    case 'service':
      return <RemotePage remote="mf-service" exposed="./ServiceApp" />;
    case 'stores':
      return <StoresPage />;
    case 'contact':
      return <ContactPage />;
    case 'login':
      return <LoginPage />;
    case 'admin':
      return <AdminFrame />;
    case 'product':
      return match.segments.length === 1 ? <ProductRoute key={match.segments[0]} seoName={match.segments[0]!} /> : <NotFoundPage />;
    case 'search':
      return <SearchRoute />;
    case 'favourites':
      return <FavouritesRoute />;
    case 'adminCategories':
      return <TreeEditorPage />;
    case 'adminProductCategories':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-categories" exposed="./ProductCategoriesApp" />
        </AdminFrame>
      );
    case 'adminReviews':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./ReviewsApp" />
        </AdminFrame>
      );
    case 'adminOrders':
      return (
        <AdminFrame>
          <RemotePage remote="mf-orders" exposed="./OrderDeskApp" />
        </AdminFrame>
      );
    case 'cookieSettings':
      return <CookieSettingsPage />;
    case 'cookiePolicy':
      return <CookiePolicyPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermsPage />;
    case 'complaints':
      return <ComplaintsPage />;
    case 'withdrawal':
      return <WithdrawalPage />;
    case 'cart':
      return <RemotePage remote="mf-cart" exposed="./CartApp" />;
    case 'checkout':
      return <RemotePage remote="mf-cart" exposed="./CheckoutApp" />;
    case 'thanks':
      return <RemotePage remote="mf-cart" exposed="./ThankYouApp" />;
    case 'testGateway':
      return <RemotePage remote="mf-cart" exposed="./TestGatewayApp" />;
    case 'registration':
      return <RemotePage remote="mf-orders" exposed="./RegistrationApp" />;
    case 'passwordReset':
      return <RemotePage remote="mf-orders" exposed="./PasswordResetApp" />;
    case 'account':
      return <RemotePage remote="mf-orders" exposed="./AccountApp" />;
    case 'orders':
      return <RemotePage remote="mf-orders" exposed="./OrdersApp" />;
    case 'adminDiscounts':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./DiscountsApp" />
        </AdminFrame>
      );
    case 'adminBonuses':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./BonusesApp" />
        </AdminFrame>
      );
    case 'adminFeeds':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./FeedsApp" />
        </AdminFrame>
      );
    case 'adminPriceList':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./PriceListApp" />
        </AdminFrame>
      );
    case 'adminInstallments':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./InstallmentSettingsApp" />
        </AdminFrame>
      );
    case 'adminProducts':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./ProductsApp" />
        </AdminFrame>
      );
    case 'adminMetaMasters':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./MetaMastersApp" />
        </AdminFrame>
      );
    case 'adminBuyouts':
      return (
        <AdminFrame>
          <RemotePage remote="mf-orders" exposed="./BuyoutDeskApp" />
        </AdminFrame>
      );
    case 'adminService':
      return (
        <AdminFrame>
          <RemotePage remote="mf-orders" exposed="./ServiceDeskApp" />
        </AdminFrame>
      );
    case 'adminUsers':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./UsersApp" />
        </AdminFrame>
      );
    case 'adminTasks':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./TasksApp" />
        </AdminFrame>
      );
    case 'adminComponentParams':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./ComponentParamsApp" />
        </AdminFrame>
      );
    case 'adminGallery':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./GalleryApp" />
        </AdminFrame>
      );
    case 'adminAttributes':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./AttributesApp" />
        </AdminFrame>
      );
    default:
      // Category listings live at the menu's addresses; the catalogue tells which exist.
      return <CategoryListingRoute key={pathname} notFound={<NotFoundPage />} />;
  }
}
