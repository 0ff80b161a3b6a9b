import type { ReadStore } from '../../infra/readstore/port.ts';
import { isSealed, openWith, personKey } from '../../infra/security/personalData.ts';
import type { BusinessProfile } from '../../domain/businessProfiles/businessProfile.ts';
import { BUSINESS_PROFILES, type BusinessProfileDoc } from '../businessProfiles.ts';

export type BusinessProfileView = BusinessProfile & { completedAt: string; updatedAt: string };

export async function getBusinessProfile(store: ReadStore, userId: string): Promise<BusinessProfileView | null> {
  const d = await store.collection<BusinessProfileDoc>(BUSINESS_PROFILES).findOne({ _id: userId });
  if (!d) return null;
  // One key read per profile; every sealed field of it is the user's own.
  const sealed = [d.companyName, d.website, ...d.goals, ...d.services].some(isSealed);
  const key = sealed ? await personKey(store, userId) : undefined;
  const open = (value: string) => openWith(key, value);
  return {
    companyName: open(d.companyName),
    country: d.country,
    industry: d.industry,
    companySize: d.companySize,
    website: d.website === null ? null : open(d.website),
    goals: d.goals.map(open),
    timeline: d.timeline,
    services: d.services.map(open),
    package: d.package,
    completedAt: d.completedAt,
    updatedAt: d.updatedAt,
  };
}

/** The company name alone, opened on its own: a booking view needs nothing else of the profile. */
export async function getCompanyName(store: ReadStore, userId: string): Promise<string | null> {
  const d = await store.collection<BusinessProfileDoc>(BUSINESS_PROFILES).findOne({ _id: userId });
  if (!d) return null;
  return isSealed(d.companyName) ? openWith(await personKey(store, userId), d.companyName) : d.companyName;
}
