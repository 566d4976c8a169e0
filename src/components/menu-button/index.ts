export { MenuButton, type MenuButtonEntry } from './menu-button';
