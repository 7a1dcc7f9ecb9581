import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/executor.js';
import { organizations, storageLocations } from './organizations.table.js';

export type StorageLocationRow = typeof storageLocations.$inferSelect;
export type StorageLocationValues = Pick<
  StorageLocationRow,
  'endpoint' | 'region' | 'bucketName' | 'accessKeyId' | 'secretAccessKeyEncrypted' | 'domainUrl'
>;

/** The bucket the organization writes new files to, or undefined while it uses the instance's storage. */
export async function findCurrentStorageLocation(
  db: DbExecutor,
  { organizationId }: { organizationId: string },
): Promise<StorageLocationRow | undefined> {
  const [row] = await db
    .select({ location: storageLocations })
    .from(organizations)
    .innerJoin(
      storageLocations,
      and(
        eq(storageLocations.id, organizations.storageLocationId),
        eq(storageLocations.organizationId, organizations.id),
      ),
    )
    .where(eq(organizations.id, organizationId));
  return row?.location;
}

export async function findStorageLocation(
  db: DbExecutor,
  { organizationId, locationId }: { organizationId: string; locationId: string },
): Promise<StorageLocationRow | undefined> {
  const [row] = await db
    .select()
    .from(storageLocations)
    .where(and(eq(storageLocations.organizationId, organizationId), eq(storageLocations.id, locationId)));
  return row;
}

/** The location already recorded for this endpoint and bucket, so new credentials replace old ones. */
export async function findStorageLocationByBucket(
  db: DbExecutor,
  {
    organizationId,
    endpoint,
    bucketName,
  }: { organizationId: string; endpoint: string | null; bucketName: string },
): Promise<StorageLocationRow | undefined> {
  const [row] = await db
    .select()
    .from(storageLocations)
    .where(
      and(
        eq(storageLocations.organizationId, organizationId),
        endpoint === null ? isNull(storageLocations.endpoint) : eq(storageLocations.endpoint, endpoint),
        eq(storageLocations.bucketName, bucketName),
      ),
    );
  return row;
}

export async function insertStorageLocation(
  db: DbExecutor,
  { organizationId, values, now }: { organizationId: string; values: StorageLocationValues; now: Date },
): Promise<StorageLocationRow> {
  const [row] = await db
    .insert(storageLocations)
    .values({ ...values, organizationId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateStorageLocation(
  db: DbExecutor,
  {
    organizationId,
    locationId,
    values,
    now,
  }: { organizationId: string; locationId: string; values: StorageLocationValues; now: Date },
): Promise<StorageLocationRow> {
  const [row] = await db
    .update(storageLocations)
    .set({ ...values, updatedAt: now })
    .where(and(eq(storageLocations.organizationId, organizationId), eq(storageLocations.id, locationId)))
    .returning();
  return row!;
}

/** Points the organization's new files at `locationId`, or back at the instance's storage with null. */
export async function setCurrentStorageLocation(
  db: DbExecutor,
  { organizationId, locationId, now }: { organizationId: string; locationId: string | null; now: Date },
): Promise<void> {
  await db
    .update(organizations)
    .set({ storageLocationId: locationId, updatedAt: now })
    .where(eq(organizations.id, organizationId));
}
