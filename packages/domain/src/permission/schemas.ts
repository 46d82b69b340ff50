import * as v from 'valibot';
import { permissionKeys } from './permissions.ts';

/** Permission check body (spec 000 and 001, section 7: {data: key}). */
export const PermissionCheckSchema = v.object({
  data: v.picklist(permissionKeys, 'option_invalid'),
});
