import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

// Drizzle views of the tables in migrations/0028_corporate.sql; the SQL file is the source of
// truth (checks, the device and driver unique indexes). company_login_failures, made there too,
// was dropped by 0033 (company logins are counted in login_attempts).

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A corporate customer; one row (one login) per contract. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inn: text('inn').notNull(),
    contractNumber: text('contract_number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    disabledAt: at('disabled_at'),
  },
  (t) => [unique('companies_login_uq').on(t.inn, t.contractNumber)],
);
export type CompanyRow = typeof companies.$inferSelect;

/** A company vehicle and its tracking device (a VIN or an IMEI, at least one). */
export const companyVehicles = pgTable(
  'company_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The normalised plate (upper case, no spaces). */
    numberTs: text('number_ts').notNull(),
    vin: text('vin'),
    imei: text('imei'),
    /** The device was activated (only after the server's ok). */
    deviceActive: boolean('device_active').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique('company_vehicles_plate_uq').on(t.companyId, t.numberTs)],
);
export type CompanyVehicleRow = typeof companyVehicles.$inferSelect;

/** A driver of the company: a phone driving at most one of its vehicles. */
export const companyDrivers = pgTable(
  'company_drivers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    /** 11 digits, unique in the company. */
    phone: text('phone').notNull(),
    vehicleId: integer('vehicle_id').references(() => companyVehicles.id, { onDelete: 'restrict' }),
    /** Only after the server's ok; an inactive driver cannot park on the company's money. */
    active: boolean('active').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('company_drivers_phone_uq').on(t.companyId, t.phone)],
);
export type CompanyDriverRow = typeof companyDrivers.$inferSelect;
