import type { consoleAccess } from '@croupier/contract';
import { createContext, useContext } from 'react';

/**
 * A section of the console as navigation shows it, without its page: the sidebar and the
 * home page read these, and the section table (`sections.tsx`) adds each one's page. Kept
 * apart from the table so the home page, one of its pages, does not import it back.
 */
export type SectionEntry = {
  /**
   * Where it lives under /backoffice/, without a leading slash; '' is the home page. A section
   * with pages of its own (a member's detail) ends in '/*' and routes them inside its page.
   */
  path: string;
  /** i18n key of its name in the sidebar and the page title (`nav.deposits`). */
  labelKey: string;
  /** i18n key of the sidebar heading it sits under; sections with the same one stay together. */
  groupKey?: string;
  /** Roles that see it. Use the contract's groups (`consoleAccess.paymentRoles`, ...), which the
   * server's `staffOnly` also uses, so the console shows only what the calls let through. */
  roles: readonly consoleAccess.StaffRole[];
  /**
   * Its calls need no brand (they name no `Merchant`), so it stays open while the deployment
   * has none yet; every other section waits for the first brand (`FirstBrandPage`).
   */
  withoutBrand?: boolean;
};

/** The link to a section, under the router's /backoffice basename. */
export function sectionLink(section: SectionEntry): string {
  return `/${section.path.replace(/\/?\*$/, '')}`;
}

export type NavGroup = { groupKey?: string; sections: SectionEntry[] };

/** Consecutive sections of the table with the same heading, in the table's order. */
export function navGroups(visible: readonly SectionEntry[]): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const section of visible) {
    const last = groups.at(-1);
    if (last && section.groupKey && last.groupKey === section.groupKey) {
      last.sections.push(section);
    } else {
      groups.push({ groupKey: section.groupKey, sections: [section] });
    }
  }
  return groups;
}

const VisibleSections = createContext<readonly SectionEntry[]>([]);

/** The sections the signed-in role sees, for the pages inside the layout (the home page). */
export const VisibleSectionsProvider = VisibleSections.Provider;

export function useVisibleSections(): readonly SectionEntry[] {
  return useContext(VisibleSections);
}
