import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acceptCookies, signIn } from './helpers';

// Issue 13 journey: a player sets their availability for next week, one
// period by dragging over the calendar and one through the form, and deletes
// one of them after a confirm; both the calendar and the list follow.

const DAY_MS = 86_400_000;

/** Next week's Monday plus `offset` days, on an Athens calendar, `YYYY-MM-DD`. */
function nextWeekDay(offset: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Athens' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const sinceMonday = (noon.getUTCDay() + 6) % 7;
  return new Date(noon.getTime() + (7 - sinceMonday + offset) * DAY_MS).toISOString().slice(0, 10);
}

/** Drags down a day's column from one point of an hour row to another, as a mouse would. */
async function dragOver(page: Page, day: string, from: [string, number], to: [string, number]) {
  const column = await page.locator(`.fc-timegrid-col[data-date="${day}"]`).boundingBox();
  const lane = async (time: string) => page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  const [start, end] = [await lane(from[0]), await lane(to[0])];
  const x = column!.x + column!.width / 2;
  await page.mouse.move(x, start!.y + start!.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(x, end!.y + end!.height * to[1], { steps: 8 });
  await page.mouse.up();
}

test('a player sets availability for next week and deletes one period', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'player@demo.gr');
  await acceptCookies(page);
  await page.goto('/players/availability/me');
  await expect(page.getByRole('heading', { name: 'Η διαθεσιμότητά μου' })).toBeVisible();
  await page.locator('.fc-next-button').click();
  const tuesday = nextWeekDay(1);
  const thursday = nextWeekDay(3);
  await expect(page.locator(`.fc-timegrid-col[data-date="${tuesday}"]`)).toBeVisible();

  // 08:00 to 09:30 on Tuesday: from the top of the 08:00 row to the second quarter of the 09:00 row.
  await dragOver(page, tuesday, ['08:00:00', 0.1], ['09:00:00', 0.375]);
  const dialog = page.getByRole('dialog', { name: 'Νέα διαθεσιμότητα' });
  await expect(dialog.getByLabel('Ημερομηνία')).toHaveValue(tuesday);
  await expect(dialog.getByLabel('Από')).toHaveValue('08:00');
  await expect(dialog.getByLabel('Έως')).toHaveValue('09:30');
  await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(page.getByText('Η διαθεσιμότητα αποθηκεύτηκε').first()).toBeVisible();

  // 12:00 to 14:00 on Thursday through the form, at a club.
  await page.getByRole('button', { name: 'Προσθήκη διαθεσιμότητας' }).click();
  await dialog.getByLabel('Ημερομηνία').fill(thursday);
  await dialog.getByLabel('Από').selectOption('12:00');
  await dialog.getByLabel('Έως').selectOption('14:00');
  await dialog.getByLabel('Όμιλος (προαιρετικά)').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Αποθήκευση' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('region', { name: 'Δηλωμένες ώρες' });
  const dm = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}/${day.slice(0, 4)}`;
  await expect(list.getByText(`${dm(tuesday)}, 08:00–09:30`)).toBeVisible();
  await expect(list.getByText(`${dm(thursday)}, 12:00–14:00`)).toBeVisible();
  await expect(page.locator('.fc-timegrid-event')).not.toHaveCount(0);

  // Delete Tuesday's, after the confirm.
  await list.getByRole('button', { name: new RegExp(`Διαγραφή διαθεσιμότητας .*${dm(tuesday)}, 08:00`) }).click();
  const confirm = page.getByRole('dialog', { name: 'Διαγραφή διαθεσιμότητας' });
  await expect(confirm).toContainText(`${dm(tuesday)}, 08:00–09:30`);
  await confirm.getByRole('button', { name: 'Διαγραφή' }).click();
  await expect(page.getByText('Η διαθεσιμότητα διαγράφηκε').first()).toBeVisible();
  await expect(list.getByText(`${dm(tuesday)}, 08:00–09:30`)).toHaveCount(0);
  await expect(list.getByText(`${dm(thursday)}, 12:00–14:00`)).toBeVisible();
});
