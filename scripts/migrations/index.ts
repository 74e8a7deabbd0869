// The migrations that bring a project written by older clients up to date (README, "Migrations"),
// in the order scripts/migrate.ts runs them. Each is idempotent and counts what it would change in
// a dry run.
import type { Firestore } from 'firebase-admin/firestore';
import type { MigrationOptions, MigrationResult } from './backfillDerivedFields';
import { createIndustrySummaries } from './createIndustrySummaries';
import { createProviderSummary } from './createProviderSummary';
import { countMembers } from './countMembers';
import { countScores } from './countScores';
import { createScoreDocuments } from './createScoreDocuments';
import { foldDivisionCounterShards } from './foldDivisionCounterShards';
import { keyCodesByValue } from './keyCodesByValue';
import { removeCodesFromOrganisations } from './removeCodesFromOrganisations';
import { setArticleTextHtml } from './setArticleTextHtml';
import { setCodeDivisionNames } from './setCodeDivisionNames';
import { setEmployeeMembership } from './setEmployeeMembership';
import { setAlertActionSummaries } from './setAlertActionSummaries';
import { setAlertSearchFields } from './setAlertSearchFields';
import { setLowerCaseNames } from './setLowerCaseNames';
import { setMissingUserRoles } from './setMissingUserRoles';
import { setOrganisationLowerNames } from './setOrganisationLowerNames';
import { setUserDirectory } from './setUserDirectory';
import { setUserEmails } from './setUserEmails';
import { setUserPushReach } from './setUserPushReach';
import { removeAlertPhones } from './removeAlertPhones';
import { withholdIndustryFigures, withholdOrganisationFigures } from './withholdSmallFigures';
import {
  setOrganisationCodeSummaries,
  setOrganisationDivisionMaps,
  setOrganisationEmployeeCounts,
} from './setOrganisationSummaries';

export interface Migration {
  name: string;
  /** What it scans, for the counts line. */
  scans: string;
  run(db: Firestore, options: MigrationOptions): Promise<MigrationResult>;
}

export const MIGRATIONS: readonly Migration[] = [
  { name: 'user roles', scans: 'users', run: setMissingUserRoles },
  { name: 'user lower-case names', scans: 'users', run: setLowerCaseNames },
  { name: 'alert search fields', scans: 'alerts', run: setAlertSearchFields },
  { name: 'organisation lower-case names', scans: 'organisations', run: setOrganisationLowerNames },
  { name: 'organisation score documents', scans: 'organisations', run: createScoreDocuments },
  { name: 'industry summaries', scans: 'industries', run: createIndustrySummaries },
  {
    name: 'organisation employee counts',
    scans: 'organisations',
    run: setOrganisationEmployeeCounts,
  },
  {
    name: 'organisation code summaries',
    scans: 'organisations',
    run: setOrganisationCodeSummaries,
  },
  { name: 'alert action summaries', scans: 'alerts', run: setAlertActionSummaries },
  { name: 'provider summary', scans: 'summaries', run: createProviderSummary },
  { name: 'organisation division maps', scans: 'organisations', run: setOrganisationDivisionMaps },
  { name: 'code division names', scans: 'codes', run: setCodeDivisionNames },
  { name: 'user directory', scans: 'users', run: setUserDirectory },
  { name: 'alert contact data', scans: 'alerts', run: removeAlertPhones },
  {
    name: 'withheld organisation figures',
    scans: 'organisations',
    run: withholdOrganisationFigures,
  },
  { name: 'withheld industry figures', scans: 'industry documents', run: withholdIndustryFigures },
  { name: 'code document ids', scans: 'codes', run: keyCodesByValue },
  {
    name: 'organisations without codes',
    scans: 'organisations',
    run: removeCodesFromOrganisations,
  },
  { name: 'article text format', scans: 'articles', run: setArticleTextHtml },
  { name: 'user push reach', scans: 'users', run: setUserPushReach },
  { name: 'organisation score counters', scans: 'organisations', run: countScores },
  { name: 'organisation members', scans: 'organisations', run: setEmployeeMembership },
  { name: 'division counter shards', scans: 'organisations', run: foldDivisionCounterShards },
  { name: 'organisation member counts', scans: 'organisations', run: countMembers },
  { name: 'user e-mails', scans: 'users', run: setUserEmails },
];

export interface MigrationCount {
  name: string;
  scanned: number;
  changed: number;
}

export async function runMigrations(
  db: Firestore,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<MigrationCount[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const counts: MigrationCount[] = [];
  for (const migration of MIGRATIONS) {
    const { scanned, updated, report = [] } = await migration.run(db, { dryRun: options.dryRun });
    counts.push({ name: migration.name, scanned, changed: updated.length });
    log(
      `${migration.name}: ${scanned} ${migration.scans} scanned, ${updated.length} ${options.dryRun ? 'to update' : 'updated'}`,
    );
    for (const line of report) log(`  ${line}`);
  }
  return counts;
}
