import { backoffice } from '@croupier/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantChoice, useMerchantChoice } from '../../api/merchant-choice';
import { merchantsQuery } from '../../app/merchant';
import { ConfirmDialog } from '../../ui/Dialog';
import { formatTime } from '../../ui/format';
import { EmptyState, ErrorState, Loading } from '../../ui/states';
import { useStaff } from '../session/staff';
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
  const canCreate = backoffice.ownerOnly.includes(role);
  const canEdit = backoffice.settingsRoles.includes(role);

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

  let body;
  if (brands.isPending) body = <Loading />;
  else if (brands.isError)
    body = <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />;
  else if (brands.data.length === 0)
    body = <EmptyState testId="brands-empty">{t('brands.empty')}</EmptyState>;
  else
    body = (
      <div className="table-scroll">
        <table className="data-table brands-table" aria-label={t('brands.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('brands.column.brand')}</th>
              <th scope="col">{t('brands.column.currency')}</th>
              <th scope="col">{t('brands.column.domains')}</th>
              <th scope="col">{t('brands.column.theme')}</th>
              <th scope="col">{t('brands.column.created')}</th>
              {canEdit && (
                <th scope="col" className="actions-col">
                  {t('common.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {brands.data.map((brand) => (
              <tr key={brand.code} data-testid={`brand-${brand.code}`}>
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
                        {brand.isDefault && (
                          <span className="badge badge-info">{t('brands.default')}</span>
                        )}
                        {brand.code === chosen && (
                          <span className="badge badge-good">{t('brands.current')}</span>
                        )}
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
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={t('brands.editFor', { name: brand.name })}
                        onClick={() => setEditing({ kind: 'edit', brand })}
                      >
                        {t('brands.edit.button')}
                      </button>
                      {!brand.isDefault && (
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={t('brands.makeDefaultFor', { name: brand.name })}
                          onClick={() => setEditing({ kind: 'default', brand })}
                        >
                          {t('brands.makeDefault.button')}
                        </button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <section className="page brands-page">
      <header className="page-header">
        <h1>{t('brands.title')}</h1>
        <div className="row-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void brands.refetch()}
            disabled={brands.isFetching}
          >
            {t('common.refresh')}
          </button>
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
      </header>
      <p className="admin-intro">{t('brands.intro')}</p>
      <p className={notice ? 'notice' : 'visually-hidden'} role="status">
        {notice}
      </p>
      {created && (
        <div className="panel switch-offer" data-testid="switch-offer">
          <p>{t('brands.switchOffer', { name: created.name })}</p>
          {switchTo.isError && (
            <p className="form-error" role="alert">
              {t('brands.switchFailed')}
            </p>
          )}
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
        {body}
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
