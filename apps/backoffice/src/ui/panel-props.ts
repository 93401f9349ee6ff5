/**
 * What a section's panel for one merchant is given: the merchant (as much of it as the panel
 * reads), whether the staff member may change things, and where to tell the page's notice
 * what was done.
 */
export type MerchantPanelProps<Merchant> = {
  merchant: Merchant;
  canEdit: boolean;
  onNotice: (message: string) => void;
};

/** A dialog that does one thing: closed without it, or done, with the notice to show. */
export type ActionDialogProps = {
  onClose: () => void;
  onDone: (message: string) => void;
};
