import type { CustomerService } from '@croupier/contract';

/** Spec §9: customer service opens in a pop-up window of 440 by 500. */
export const customerServiceWindow = { width: 440, height: 500 } as const;

/** Live chat for everyone; the VIP desk for members whose rank level is above 4 (spec §6). */
export function customerServiceUrl(
  service: CustomerService,
  rankLevel: number | undefined,
): string | null {
  if (rankLevel !== undefined && rankLevel > 4 && service.vipServiceUrl)
    return service.vipServiceUrl;
  return service.liveChatUrl;
}

/** Opens the pop-up; 'blocked' when the browser refused it (the player is told to allow it). */
export function openCustomerServiceWindow(url: string): 'opened' | 'blocked' {
  const { width, height } = customerServiceWindow;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    url,
    'customer-service',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) return 'blocked';
  popup.opener = null;
  return 'opened';
}
