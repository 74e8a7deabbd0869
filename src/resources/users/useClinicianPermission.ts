// A failure is only logged (docs/product.md §8); the tables stay as saved.
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { permissionRequest } from '@/domain/clinicianPermissions';
import type { KyndDataProvider } from '@/providers/types';

export interface PermissionChange {
  clinicianId: string;
  organisationId: string;
  add: boolean;
}

export function useClinicianPermission(
  onSaved: (clinicianId: string, allowedOrganisationsIds: string[]) => void,
) {
  const dataProvider = useDataProvider<KyndDataProvider>();
  return useMutation({
    mutationFn: ({ clinicianId, organisationId, add }: PermissionChange) =>
      dataProvider.call('updateUser', permissionRequest(clinicianId, organisationId, add)),
    onSuccess: (response, { clinicianId }) =>
      onSaved(clinicianId, response.allowedOrganisationsIds),
    onError: (error) => console.error('Clinician permission not saved', error),
  });
}
