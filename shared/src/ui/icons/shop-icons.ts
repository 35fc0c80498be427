// One icon set (lucide), one import per glyph so the build keeps only these. Remotes import them from here, never
// from lucide-react: this module reaches a remote as the shell's offered @shop/shared module, so a page holds each
// glyph once however many remotes draw it (docs/design-system.md, "Icons").
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import UserRound from 'lucide-react/icons/user-round';
import Heart from 'lucide-react/icons/heart';
import Search from 'lucide-react/icons/search';
import Menu from 'lucide-react/icons/menu';
import Truck from 'lucide-react/icons/truck';
import Store from 'lucide-react/icons/store';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Star from 'lucide-react/icons/star';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import Gift from 'lucide-react/icons/gift';
import LogOut from 'lucide-react/icons/log-out';
import { kitIcon } from './icon';

export const CartIcon = kitIcon(ShoppingCart, 'Cart');
export const AccountIcon = kitIcon(UserRound, 'Account');
export const HeartIcon = kitIcon(Heart, 'Heart');
export const SearchIcon = kitIcon(Search, 'Search');
export const MenuIcon = kitIcon(Menu, 'Menu');
export const TruckIcon = kitIcon(Truck, 'Truck');
export const StoreIcon = kitIcon(Store, 'Store');
export const ShieldIcon = kitIcon(ShieldCheck, 'Shield');
export const StarIcon = kitIcon(Star, 'Star');
export const CheckIcon = kitIcon(Check, 'Check');
export const CloseIcon = kitIcon(X, 'Close');
export const ChevronLeftIcon = kitIcon(ChevronLeft, 'ChevronLeft');
export const ChevronRightIcon = kitIcon(ChevronRight, 'ChevronRight');
export const ChevronDownIcon = kitIcon(ChevronDown, 'ChevronDown');
export const MinusIcon = kitIcon(Minus, 'Minus');
export const PlusIcon = kitIcon(Plus, 'Plus');
export const GiftIcon = kitIcon(Gift, 'Gift');
export const LogOutIcon = kitIcon(LogOut, 'LogOut');
