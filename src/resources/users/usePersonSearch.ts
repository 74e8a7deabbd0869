// The person search moved to src/shared (the Activity screen's person filter uses it too).
export { PERSON_FIELDS, PERSON_MATCHES, usePersonSearch } from '@/shared/usePersonSearch';
