import { clubs, clubSurfaces, courts } from '../db/schema/index.js';
import { athensTime, day } from './calendar.js';
import type { SeedContext } from './context.js';
import { insertRows, stamped } from './rows.js';

type Surface = (typeof courts.$inferInsert)['surface'];

export interface SeedCourt {
  id: number;
  name: string;
  surface: Surface;
}

export interface SeedClub {
  id: number;
  hostId: number;
  name: string;
  acronym: string;
  address: string;
  /** The surface most of its courts have: a championship venue's default. */
  mainSurface: Surface;
  courts: SeedCourt[];
  /** What a player pays for a championship match there (spec 3 §9: 20 to 35 euros). */
  matchFeeCents: number;
}

interface ClubPlan {
  hostId: 1 | 2;
  name: string;
  acronym: string;
  slug: string | null;
  address: string;
  phone: string;
  description: string;
  courts: readonly (readonly [Surface, number])[];
  morningZoneCostCents: number;
  eveningZoneCostCents: number;
  matchFeeCents: number;
}

// Host 1's clubs are around Athens (the partner facilities taf, tenez and
// kavouri have pages of their own); host 2 plays in Thessaloniki.
const PLANS: readonly ClubPlan[] = [
  {
    hostId: 1,
    name: 'Tennis Academy Φιλοθέης',
    acronym: 'TAF',
    slug: 'taf',
    address: 'Κύπρου 12, Φιλοθέη 152 37',
    phone: '2106812345',
    description: 'Έξι γήπεδα στο πράσινο της Φιλοθέης, τα τέσσερα χωμάτινα, με προβολείς για βραδινούς αγώνες.',
    courts: [
      ['clay', 4],
      ['hard', 2],
    ],
    morningZoneCostCents: 2000,
    eveningZoneCostCents: 2800,
    matchFeeCents: 2500,
  },
  {
    hostId: 1,
    name: 'Tenez Tennis Club',
    acronym: 'TENEZ',
    slug: 'tenez',
    address: 'Λεωφ. Κηφισίας 310, Χαλάνδρι 152 32',
    phone: '2106899870',
    description: 'Σκληρά γήπεδα και δύο κλειστά, ιδανικά για τους βροχερούς μήνες του χειμώνα.',
    courts: [
      ['hard', 3],
      ['indoor', 2],
    ],
    morningZoneCostCents: 2200,
    eveningZoneCostCents: 3200,
    matchFeeCents: 3000,
  },
  {
    hostId: 1,
    name: 'Όμιλος Αντισφαίρισης Καβουρίου',
    acronym: 'ΟΑΚ',
    slug: 'kavouri',
    address: 'Λεωφ. Αθηνών 52, Βούλα 166 73',
    phone: '2108962210',
    description: 'Πέντε χωμάτινα γήπεδα δίπλα στη θάλασσα της Βουλιαγμένης.',
    courts: [['clay', 5]],
    morningZoneCostCents: 2400,
    eveningZoneCostCents: 3000,
    matchFeeCents: 3000,
  },
  {
    hostId: 1,
    name: 'Αθλητικό Κέντρο Τένις Γλυφάδας',
    acronym: 'ΑΚΤΓ',
    slug: null,
    address: 'Λεωφ. Γρ. Λαμπράκη 28, Γλυφάδα 166 75',
    phone: '2109603344',
    description: 'Συνθετικό χώμα και σκληρά γήπεδα στο κέντρο της Γλυφάδας.',
    courts: [
      ['synthetic-clay', 3],
      ['hard', 2],
    ],
    morningZoneCostCents: 1800,
    eveningZoneCostCents: 2600,
    matchFeeCents: 2500,
  },
  {
    hostId: 1,
    name: 'Όμιλος Τένις Κηφισιάς',
    acronym: 'ΟΤΚ',
    slug: null,
    address: 'Δροσίνη 14, Κηφισιά 145 62',
    phone: '2108011456',
    description: 'Ιστορικός όμιλος με χωμάτινα γήπεδα κάτω από τα πεύκα της Κηφισιάς.',
    courts: [
      ['clay', 4],
      ['synthetic-grass', 1],
    ],
    morningZoneCostCents: 2400,
    eveningZoneCostCents: 3400,
    matchFeeCents: 3500,
  },
  {
    hostId: 1,
    name: 'Tennis Club Αγίας Παρασκευής',
    acronym: 'ΤΚΑΠ',
    slug: null,
    address: 'Αγίου Ιωάννου 45, Αγία Παρασκευή 153 42',
    phone: '2106009988',
    description: 'Τρία σκληρά γήπεδα με εύκολη στάθμευση, κοντά στο μετρό.',
    courts: [['hard', 3]],
    morningZoneCostCents: 1600,
    eveningZoneCostCents: 2400,
    matchFeeCents: 2000,
  },
  {
    hostId: 2,
    name: 'Όμιλος Αντισφαίρισης Θεσσαλονίκης',
    acronym: 'ΟΑΘ',
    slug: null,
    address: 'Αγγελάκη 8, Θεσσαλονίκη 546 21',
    phone: '2310241234',
    description: 'Χωμάτινα και σκληρά γήπεδα στο κέντρο της πόλης, δίπλα στη ΔΕΘ.',
    courts: [
      ['clay', 4],
      ['hard', 2],
    ],
    morningZoneCostCents: 1800,
    eveningZoneCostCents: 2600,
    matchFeeCents: 2500,
  },
  {
    hostId: 2,
    name: 'Tennis Club Καλαμαριάς',
    acronym: 'ΤΚΚ',
    slug: null,
    address: 'Σοφούλη 95, Καλαμαριά 551 31',
    phone: '2310445566',
    description: 'Σκληρά γήπεδα και ένα κλειστό, με θέα τον Θερμαϊκό.',
    courts: [
      ['hard', 3],
      ['indoor', 1],
    ],
    morningZoneCostCents: 1600,
    eveningZoneCostCents: 2400,
    matchFeeCents: 2000,
  },
];

/** Host 1's six Athens clubs and host 2's two in Thessaloniki, with their courts and surfaces. */
export async function seedClubsAndCourts(ctx: SeedContext): Promise<SeedClub[]> {
  const createdAt = athensTime(day(2021, 2, 15), 10, 0);
  const result: SeedClub[] = [];
  const courtRows: (typeof courts.$inferInsert)[] = [];
  const surfaceRows: (typeof clubSurfaces.$inferInsert)[] = [];

  for (const plan of PLANS) {
    const club: SeedClub = {
      id: ctx.ids.next(clubs),
      hostId: plan.hostId,
      name: plan.name,
      acronym: plan.acronym,
      address: plan.address,
      mainSurface: plan.courts[0]?.[0] ?? 'clay',
      courts: [],
      matchFeeCents: plan.matchFeeCents,
    };
    for (const [surface, count] of plan.courts) {
      for (let n = 0; n < count; n++) {
        const court = { id: ctx.ids.next(courts), name: `Γήπεδο ${club.courts.length + 1}`, surface };
        club.courts.push(court);
        courtRows.push({ ...court, clubId: club.id, ...stamped(createdAt) });
      }
      surfaceRows.push({ clubId: club.id, surface });
    }
    result.push(club);
  }

  await insertRows(
    ctx.tx,
    clubs,
    PLANS.map((plan, index) => ({
      id: (result[index] as SeedClub).id,
      hostId: plan.hostId,
      name: plan.name,
      acronym: plan.acronym,
      slug: plan.slug,
      address: plan.address,
      phone: plan.phone,
      email: plan.slug ? `${plan.slug}@example.com` : null,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(plan.address)}`,
      description: plan.description,
      morningZoneCostCents: plan.morningZoneCostCents,
      eveningZoneCostCents: plan.eveningZoneCostCents,
      ...stamped(createdAt),
    })),
  );
  await insertRows(ctx.tx, courts, courtRows);
  await insertRows(ctx.tx, clubSurfaces, surfaceRows);
  return result;
}
