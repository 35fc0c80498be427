import { matchPage } from '@shop/shared/routing/page-paths';
import { useMarket } from '@shop/shared/i18n/market-context';
import { useRouter } from '../routing/router';
import { HomePage } from '../pages/HomePage';
import { RemotePage } from '../pages/RemotePage';
import { AdminFrame } from '../pages/AdminFrame';
import { TreeEditorPage } from '../pages/TreeEditorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { FavouritesMergeAtLogin } from '../catalogue/favourites/FavouritesMergeAtLogin';
import { CategoryListingRoute, FavouritesRoute, ProductRoute, SearchRoute } from './CataloguePages';
import { CartCountSync } from '../cart/CartCountSync';
import { PageTitle } from './PageTitle';
import { InfoPage } from './InfoPages';

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
      return <InfoPage page="stores" />;
    case 'contact':
      return <InfoPage page="contact" />;
    case 'login':
      return <InfoPage page="login" />;
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
    case 'adminGoodsIn':
      return (
        <AdminFrame>
          <RemotePage remote="mf-orders" exposed="./GoodsInApp" />
        </AdminFrame>
      );
    case 'cookieSettings':
      return <InfoPage page="cookieSettings" />;
    case 'cookiePolicy':
      return <InfoPage page="cookiePolicy" />;
    case 'privacy':
      return <InfoPage page="privacy" />;
    case 'terms':
      return <InfoPage page="terms" />;
    case 'complaints':
      return <InfoPage page="complaints" />;
    case 'withdrawal':
      return <InfoPage page="withdrawal" />;
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
    case 'adminKit':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./KitApp" />
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
        <AdminFrame adminOnly>
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
    case 'adminLeases':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./LeasesApp" />
        </AdminFrame>
      );
    case 'adminAttributes':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./AttributesApp" />
        </AdminFrame>
      );
    case 'adminSearch':
      return (
        <AdminFrame>
          <RemotePage remote="mf-admin-tools" exposed="./SearchApp" />
        </AdminFrame>
      );
    default:
      // Category listings live at the menu's addresses; the catalogue tells which exist.
      return <CategoryListingRoute key={pathname} notFound={<NotFoundPage />} />;
  }
}
