import { Faker, en_IN, en } from '@faker-js/faker';
import {
  SPORTS,
  type FamilyRelation,
  type Gender,
  type Language,
  type MembershipType,
  type MemberStatus,
  type Sport,
  type StaffRole,
} from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { memberCredentials, memberFamily, members, staffUsers } from '../db/schema/index.ts';
import { hashSecret } from '../lib/crypto.ts';

export const faker = new Faker({ locale: [en_IN, en] });

let sequence = 5000;

export interface MemberInput {
  code?: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  gender?: Gender;
  email?: string | null;
  mobile?: string;
  status?: MemberStatus;
  membershipType?: MembershipType;
  language?: Language;
  /** When given, online access is active with this PIN. */
  pin?: string;
  family?: { name: string; relation: FamilyRelation; dateOfBirth?: string }[];
  sportsInterests?: Sport[];
  creditLimit?: number;
}

/** Creates a member (tests and the demo seed share it); realistic values for what is not given. */
export async function createMember(db: DbOrTx, input: MemberInput = {}, scryptCost = 16384) {
  const gender: Gender = input.gender ?? faker.helpers.arrayElement(['M', 'F'] as const);
  const firstName = input.firstName ?? faker.person.firstName(gender === 'F' ? 'female' : 'male');
  const lastName = input.lastName ?? faker.person.lastName();
  const code = input.code ?? `M${++sequence}`;
  const [m] = await db
    .insert(members)
    .values({
      code,
      title:
        input.title ??
        (gender === 'F'
          ? faker.helpers.arrayElement(['Mrs', 'Ms', 'Dr'])
          : faker.helpers.arrayElement(['Mr', 'Dr'])),
      firstName,
      lastName,
      gender,
      dateOfBirth: faker.date
        .birthdate({ min: 25, max: 85, mode: 'age' })
        .toISOString()
        .slice(0, 10),
      email:
        input.email === undefined
          ? `${firstName}.${lastName}.${code}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '')
          : input.email,
      mobile: input.mobile ?? `+91 9${faker.string.numeric(9)}`,
      address: `${faker.location.buildingNumber()} ${faker.location.street()}, ${faker.location.city()} ${faker.location.zipCode('4000##')}`,
      membershipType:
        input.membershipType ??
        faker.helpers.weightedArrayElement<MembershipType>([
          { value: 'Ordinary', weight: 55 },
          { value: 'Life', weight: 25 },
          { value: 'Corporate', weight: 10 },
          { value: 'Temporary', weight: 4 },
          { value: 'Honorary', weight: 2 },
          { value: 'Affiliate', weight: 4 },
        ]),
      status: input.status ?? 'Active',
      joinedOn: faker.date.past({ years: 30 }).toISOString().slice(0, 10),
      sportsInterests:
        input.sportsInterests ?? faker.helpers.arrayElements(SPORTS, { min: 0, max: 3 }),
      creditLimit:
        input.creditLimit ?? faker.helpers.arrayElement([2_500_000, 5_000_000, 10_000_000]),
      language: input.language ?? 'en',
    })
    .returning();
  if (!m) throw new Error('member not created');
  if (input.family?.length) {
    await db.insert(memberFamily).values(input.family.map((f) => ({ memberId: m.id, ...f })));
  }
  if (input.pin) {
    await db.insert(memberCredentials).values({
      memberId: m.id,
      pinHash: await hashSecret(input.pin, scryptCost),
      activatedAt: new Date(),
    });
  }
  return m;
}

export async function createStaff(
  db: DbOrTx,
  input: {
    code: string;
    name: string;
    email: string;
    role: StaffRole;
    password: string;
    language?: Language;
  },
  scryptCost = 16384,
) {
  const [st] = await db
    .insert(staffUsers)
    .values({
      code: input.code.toLowerCase(),
      name: input.name,
      email: input.email,
      role: input.role,
      language: input.language ?? 'en',
      passwordHash: await hashSecret(input.password, scryptCost),
    })
    .returning();
  if (!st) throw new Error('staff not created');
  return st;
}
