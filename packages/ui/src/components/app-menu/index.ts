export {
  AppMenu,
  type AppMenuItem,
  type AppMenuProps,
  type AppSubmenuItem,
  type MenuLinkProps,
  type RenderMenuLink,
  Submenu,
  type SubmenuProps,
} from './app-menu.tsx';
