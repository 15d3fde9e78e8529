import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from './data-table';
import { ACTIONS_COLUMN_ID } from './pinned-cell';

afterEach(cleanup);

type Row = { id: number; name: string };
const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Όνομα', accessorFn: (row) => row.name },
  { id: ACTIONS_COLUMN_ID, header: 'Ενέργειες', cell: () => <button type="button">Σκορ</button> },
];

describe('DataTable', () => {
  it('pins the actions column to the end of the table, header and cells, and nothing else', () => {
    render(
      <DataTable
        columns={columns}
        data={[{ id: 1, name: 'Α' }]}
        getRowId={(row) => String(row.id)}
        renderCard={(row) => row.name}
      />,
    );
    const table = screen.getByRole('table');
    const pinned = [
      within(table).getByRole('columnheader', { name: 'Ενέργειες' }),
      within(table).getByRole('button', { name: 'Σκορ' }).closest('td')!,
    ];
    for (const cell of pinned) expect(cell.className).toMatch(/\bsticky\b.*\bright-0\b/);
    const others = [
      within(table).getByRole('columnheader', { name: 'Όνομα' }),
      within(table).getByRole('cell', { name: 'Α' }),
    ];
    for (const cell of others) expect(cell.className).not.toMatch(/\bsticky\b/);
  });
});
