import { consoleAccess } from '@croupier/contract';
import { useStaff } from '../../app/staff';

/** Every role reads the settings; only the roles the server lets change them see the controls. */
export function useCanChangeSettings(): boolean {
  return consoleAccess.settingsRoles.includes(useStaff().role);
}
