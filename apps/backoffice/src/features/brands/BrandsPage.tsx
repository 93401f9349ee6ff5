import { consoleAccess } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantChoice, useMerchantChoice } from '../../api/merchant-choice';
import { merchantsQuery } from '../../app/merchant';
import { DataTable } from '../../ui/DataTable';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { FormProblem } from '../../ui/FormProblem';
import { Notice } from '../../ui/Notice';
import { PageHeader, RefreshButton } from '../../ui/PageHeader';
import { QueryView } from '../../ui/QueryView';
import { RowActions, RowButton } from '../../ui/RowActions';
import { useStaff } from '../../app/staff';
import { brandActions, brandsQuery, refreshBrands, type Brand } from './api';
import { BrandDialog } from './BrandDialog';
import { brandErrorText } from './form-errors';
import { ThemeSwatches } from './ThemeFields';
import './brands.css';

type Editing =
  { kind: 'create' } | { kind: 'edit'; brand: Brand } | { kind: 'default'; brand: Brand };

/**
 * The brands (merchants) of the deployment: every role sees them; owners create brands,
 * owners and admins edit them. A new brand can be switched to at once, from here or from
 * the top bar, which lists it as soon as it is created.
 */
export function BrandsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { role } = useStaff();
  const brands = useQuery(brandsQuery);
  const chosen = useMerchantChoice();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [notice, setNotice] = useState('');
  const [created, setCreated] = useState<Brand | null>(null);
  const canCreate = consoleAccess.ownerOnly.includes(role);
  const canEdit = consoleAccess.settingsRoles.includes(role);

  const switchTo = useMutation({
    // The switcher keeps only a code of its list: make sure the list already has the brand.
    mutationFn: async (brand: Brand) => {
      const list = await queryClient.fetchQuery(merchantsQuery);
      if (!list.some((merchant) => merchant.code === brand.code)) {
        throw new Error('brand not listed yet');
      }
      merchantChoice.set(brand.code);
      return brand;
    },
    onSuccess: (brand) => {
      setCreated(null);
      setNotice(t('brands.switched', { name: brand.name }));
    },
  });

  return (
    <section className="page brands-page">
      <PageHeader title={t('brands.title')}>
        <div className="row-actions">
          <RefreshButton query={brands} />
          {canCreate && (
            <button
              type="button"
              className="button button-small button-primary"
              disabled={!brands.data}
              onClick={() => setEditing({ kind: 'create' })}
            >
              {t('brands.create.button')}
            </button>
          )}
        </div>
      </PageHeader>
      <p className="page-intro">{t('brands.intro')}</p>
      <Notice message={notice} />
      {created && (
        <div className="panel switch-offer" data-testid="switch-offer">
          <p>{t('brands.switchOffer', { name: created.name })}</p>
          <FormProblem>{switchTo.isError && t('brands.switchFailed')}</FormProblem>
          <div className="row-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={switchTo.isPending}
              aria-busy={switchTo.isPending}
              onClick={() => switchTo.mutate(created)}
            >
              {t('brands.switchTo', { name: created.name })}
            </button>
            <button type="button" className="button" onClick={() => setCreated(null)}>
              {t('brands.stayHere')}
            </button>
          </div>
        </div>
      )}
      <div className="panel" aria-busy={brands.isFetching}>
        <QueryView
          query={brands}
          empty={{
            when: (list) => list.length === 0,
            message: t('brands.empty'),
            testId: 'brands-empty',
          }}
        >
          {(list) => (
            <DataTable
              label={t('brands.tableLabel')}
              className="brands-table"
              columns={[
                t('brands.column.brand'),
                t('brands.column.currency'),
                t('brands.column.domains'),
                t('brands.column.theme'),
                t('brands.column.created'),
                canEdit && { label: t('common.actions'), className: 'actions-col' },
              ]}
            >
              {list.map((brand) => (
                <BrandRow
                  key={brand.code}
                  brand={brand}
                  current={brand.code === chosen}
                  canEdit={canEdit}
                  onEdit={(kind) => setEditing({ kind, brand })}
                />
              ))}
            </DataTable>
          )}
        </QueryView>
      </div>
      {editing && editing.kind !== 'default' && brands.data && (
        <BrandDialog
          brand={editing.kind === 'edit' ? editing.brand : undefined}
          brands={brands.data}
          onClose={() => setEditing(null)}
          onSaved={(saved, isNew) => {
            setEditing(null);
            switchTo.reset();
            setCreated(isNew ? saved : null);
            setNotice(t(isNew ? 'brands.created' : 'brands.saved', { name: saved.name }));
          }}
        />
      )}
      {editing?.kind === 'default' && (
        <MakeDefaultDialog
          brand={editing.brand}
          current={brands.data?.find((brand) => brand.isDefault)}
          onClose={() => setEditing(null)}
          onDone={(brand) => {
            setEditing(null);
            setNotice(t('brands.makeDefault.done', { name: brand.name }));
          }}
        />
      )}
    </section>
  );
}

/** One brand: its logo, name and code, money, domains, look, and what may be done to it. */
function BrandRow({
  brand,
  current,
  canEdit,
  onEdit,
}: {
  brand: Brand;
  /** The console is on this brand now. */
  current: boolean;
  canEdit: boolean;
  onEdit: (kind: 'edit' | 'default') => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`brand-${brand.code}`}>
      <td>
        <div className="brand-cell">
          {brand.logoUrl ? (
            <img
              className="brand-logo"
              src={brand.logoUrl}
              alt={t('brands.logoOf', { name: brand.name })}
              loading="lazy"
            />
          ) : (
            <span className="brand-logo brand-logo-none" aria-hidden="true" />
          )}
          <div>
            <div className="brand-name">{brand.name}</div>
            <div className="muted input-mono">{brand.code}</div>
            <div className="brand-badges">
              {brand.isDefault && <span className="badge badge-info">{t('brands.default')}</span>}
              {current && <span className="badge badge-good">{t('brands.current')}</span>}
            </div>
          </div>
        </div>
      </td>
      <td className="nowrap">
        {brand.currency} · {brand.currencySymbol}
      </td>
      <td>
        {brand.domains.length ? (
          <ul className="domain-list">
            {brand.domains.map((domain) => (
              <li key={domain} className="input-mono">
                {domain}
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">{t('brands.noDomains')}</span>
        )}
      </td>
      <td>
        <ThemeSwatches theme={brand.theme} />
      </td>
      <td className="nowrap">{formatTime(brand.createdAt)}</td>
      {canEdit && (
        <td className="actions-col">
          <RowActions>
            <RowButton
              label={t('brands.edit.button')}
              fullLabel={t('brands.editFor', { name: brand.name })}
              onClick={() => onEdit('edit')}
            />
            {!brand.isDefault && (
              <RowButton
                label={t('brands.makeDefault.button')}
                fullLabel={t('brands.makeDefaultFor', { name: brand.name })}
                onClick={() => onEdit('default')}
              />
            )}
          </RowActions>
        </td>
      )}
    </tr>
  );
}

/** The default brand serves hosts that no brand names: moving it is asked about first. */
function MakeDefaultDialog({
  brand,
  current,
  onClose,
  onDone,
}: {
  brand: Brand;
  current: Brand | undefined;
  onClose: () => void;
  onDone: (brand: Brand) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: () => brandActions.update(brand.code, { isDefault: true }),
    onSuccess: async (saved) => {
      await refreshBrands(queryClient);
      onDone(saved);
    },
  });
  return (
    <ConfirmDialog
      title={t('brands.makeDefault.title', { name: brand.name })}
      message={
        <p>
          {t('brands.makeDefault.text', {
            name: brand.name,
            current: current?.name ?? t('common.none'),
          })}
        </p>
      }
      confirmLabel={t('brands.makeDefault.confirm')}
      busy={run.isPending}
      error={run.error ? brandErrorText(run.error) : null}
      onConfirm={() => run.mutate()}
      onClose={onClose}
      testId="make-default-dialog"
    />
  );
}
