import { t } from '@/lib/i18n/translate'
import type { NewDriver } from '@/lib/local-data/records'
import { STATUS_LABELS } from './status-labels'

/** How many of a file's drivers the import dialog shows before they are added. */
export const PREVIEW_ROWS = 5

/**
 * The first drivers a file adds, as they will be added: a wrong column or garbled letters show
 * before the import, not after. Cells wrap anywhere, so a long e-mail never widens the dialog.
 */
export function ImportPreview({ drivers }: { drivers: readonly NewDriver[] }) {
  const head = 'px-2 py-1.5 text-start font-medium text-muted-foreground'
  const cell = 'px-2 py-1.5 align-top wrap-anywhere'
  return (
    <table className="w-full table-fixed border-collapse rounded-md border text-xs">
      <caption className="sr-only">{t('drivers.import.preview')}</caption>
      <thead className="border-b">
        <tr>
          <th scope="col" className={head}>
            {t('drivers.field.name')}
          </th>
          <th scope="col" className={head}>
            {t('drivers.field.email')}
          </th>
          <th scope="col" className={head}>
            {t('drivers.field.phone')}
          </th>
          <th scope="col" className={head}>
            {t('drivers.field.status')}
          </th>
        </tr>
      </thead>
      <tbody>
        {drivers.slice(0, PREVIEW_ROWS).map(({ name, email, phone, status }) => (
          <tr key={email} className="border-b last:border-0">
            <td className={cell}>{name}</td>
            {/* Addresses and numbers run left to right, in Arabic too. */}
            <td className={cell}>
              <bdi dir="ltr">{email}</bdi>
            </td>
            <td className={cell}>
              <bdi dir="ltr">{phone}</bdi>
            </td>
            <td className={cell}>{t(STATUS_LABELS[status])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
