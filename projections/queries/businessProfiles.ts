import type { ReadStore } from '../../infra/readstore/port.ts';
import type { BusinessProfile } from '../../domain/businessProfiles/businessProfile.ts';
import { BUSINESS_PROFILES, type BusinessProfileDoc } from '../businessProfiles.ts';

export type BusinessProfileView = BusinessProfile & { completedAt: string; updatedAt: string };

export async function getBusinessProfile(store: ReadStore, userId: string): Promise<BusinessProfileView | null> {
  const d = await store.collection<BusinessProfileDoc>(BUSINESS_PROFILES).findOne({ _id: userId });
  if (!d) return null;
  return {
    companyName: d.companyName,
    country: d.country,
    industry: d.industry,
    companySize: d.companySize,
    website: d.website,
    goals: d.goals,
    timeline: d.timeline,
    services: d.services,
    package: d.package,
    completedAt: d.completedAt,
    updatedAt: d.updatedAt,
  };
}
