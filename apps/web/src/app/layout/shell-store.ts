import { create } from 'zustand';

/**
 * The shell's drawers, opened from more than one place: the side menu from the header's menu
 * button and from the phone tab bar's Account, the notices from the header's bell and the
 * side menu.
 */
type ShellState = {
  menuOpen: boolean;
  noticesOpen: boolean;
  openMenu: () => void;
  closeMenu: () => void;
  openNotices: () => void;
  closeNotices: () => void;
};

export const useShellStore = create<ShellState>((set) => ({
  menuOpen: false,
  noticesOpen: false,
  openMenu: () => set({ menuOpen: true }),
  closeMenu: () => set({ menuOpen: false }),
  openNotices: () => set({ noticesOpen: true, menuOpen: false }),
  closeNotices: () => set({ noticesOpen: false }),
}));
