import type { Language } from './constants.js';
import type { ErrorReason } from './errors.js';

/**
 * Server-side messages per reason, in both languages. `{{name}}` placeholders are filled from the
 * error's params. The web app translates by reason through its own locale files and falls back to
 * the message the server sent.
 */
export const ERROR_MESSAGES: Record<ErrorReason, Record<Language, string>> = {
  'common.bad_request': { es: 'La solicitud no es válida.', en: 'The request is not valid.' },
  'common.validation': { es: 'Revisa los datos enviados.', en: 'Check the data you sent.' },
  'common.unauthorized': { es: 'Necesitas iniciar sesión.', en: 'You need to log in.' },
  'common.forbidden': {
    es: 'No tienes permiso para hacer esto.',
    en: 'You do not have permission to do this.',
  },
  'common.not_found': { es: 'No encontrado.', en: 'Not found.' },
  'common.route_not_found': { es: 'La ruta {{path}} no existe.', en: 'Route {{path}} does not exist.' },
  'common.payload_too_large': {
    es: 'El contenido enviado es demasiado grande.',
    en: 'The content sent is too large.',
  },
  'common.unsupported_media_type': {
    es: 'Ese tipo de contenido no está permitido.',
    en: 'That content type is not allowed.',
  },
  'common.rate_limited': {
    es: 'Demasiados intentos. Vuelve a intentarlo en unos minutos.',
    en: 'Too many attempts. Try again in a few minutes.',
  },
  'common.internal': {
    es: 'Error interno del servidor.',
    en: 'Internal server error.',
  },
  'common.unavailable': {
    es: 'El servicio no está disponible en este momento.',
    en: 'The service is unavailable right now.',
  },
  'auth.invalid_credentials': {
    es: 'El correo o la contraseña no son correctos.',
    en: 'The email or password is not correct.',
  },
  'auth.email_taken': {
    es: 'Ya existe una cuenta con ese correo.',
    en: 'An account with that email already exists.',
  },
  'auth.session_expired': {
    es: 'Tu sesión ha caducado. Inicia sesión de nuevo.',
    en: 'Your session has expired. Log in again.',
  },
  'auth.invalid_recovery_key': {
    es: 'El enlace de recuperación no es válido o ha caducado.',
    en: 'The recovery link is not valid or has expired.',
  },
  'auth.captcha_required': {
    es: 'Completa la verificación antes de continuar.',
    en: 'Complete the verification before continuing.',
  },
  'auth.captcha_invalid': {
    es: 'La verificación no es válida. Inténtalo de nuevo.',
    en: 'The verification is not valid. Try again.',
  },
  'auth.wrong_password': {
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is not correct.',
  },
  'organizations.not_found': { es: 'Organización no encontrada.', en: 'Organization not found.' },
  'organizations.storage_test_failed': {
    es: 'La prueba del almacenamiento ha fallado ({{problem}}). No se ha guardado nada.',
    en: 'The storage test failed ({{problem}}). Nothing was saved.',
  },
  'attachments.not_found': { es: 'Archivo no encontrado.', en: 'File not found.' },
  'attachments.file_required': {
    es: 'Adjunta un archivo en el campo «file».',
    en: 'Attach a file in the "file" field.',
  },
  'attachments.too_large': {
    es: 'El archivo supera el tamaño máximo de {{maxSize}}.',
    en: 'The file is larger than the {{maxSize}} limit.',
  },
  'attachments.type_not_allowed': {
    es: 'Ese tipo de archivo no está permitido. Sube imágenes, PDF, documentos de Office, audio, vídeo o texto.',
    en: 'That file type is not allowed. Upload images, PDF, Office documents, audio, video or text.',
  },
  'attachments.invalid_signature': {
    es: 'El enlace del archivo no es válido o ha caducado.',
    en: 'The file link is not valid or has expired.',
  },
  'members.not_found': { es: 'Miembro no encontrado.', en: 'Member not found.' },
  'members.already_member': {
    es: 'Esa persona ya es miembro de la organización.',
    en: 'That person is already a member of the organization.',
  },
  'members.already_invited': {
    es: 'Ya hay una invitación pendiente para ese correo.',
    en: 'There is already a pending invitation for that email.',
  },
  'members.last_owner': {
    es: 'La organización necesita al menos un propietario: nombra otro antes de quitar o cambiar a este.',
    en: 'The organization needs at least one owner: make someone else owner before removing or changing this one.',
  },
  'members.owner_required': {
    es: 'Solo un propietario puede nombrar propietarios o cambiar a un propietario.',
    en: 'Only an owner can make someone owner or change an owner.',
  },
  'members.unknown_channel': {
    es: 'Ese canal no existe en esta organización.',
    en: 'That channel does not exist in this organization.',
  },
  'members.profile_not_editable': {
    es: 'El nombre, el correo y el teléfono de un miembro solo los cambia esa persona desde su perfil.',
    en: "A member's name, email and phone can only be changed by that person from their profile.",
  },
  'members.invitation_not_found': {
    es: 'La invitación no existe, ya se usó o ha caducado.',
    en: 'The invitation does not exist, has been used or has expired.',
  },
  'members.invitation_email_mismatch': {
    es: 'Esta invitación es para {{email}}. Entra con esa cuenta para aceptarla.',
    en: 'This invitation is for {{email}}. Log in with that account to accept it.',
  },
  'conversations.not_found': {
    es: 'La conversación no existe o no tienes acceso a ella.',
    en: 'The conversation does not exist or you do not have access to it.',
  },
  'conversations.assignee_not_allowed': {
    es: 'Solo se puede asignar a un miembro que tenga acceso al canal de la conversación.',
    en: 'A conversation can only be assigned to a member with access to its channel.',
  },
  'conversations.closed': {
    es: 'La conversación está cerrada. Reábrela para responder.',
    en: 'The conversation is closed. Reopen it to reply.',
  },
  'channels.not_found': {
    es: 'El canal no existe o ya no está disponible.',
    en: 'The channel does not exist or is no longer available.',
  },
  'channels.settings_mismatch': {
    es: 'La configuración no corresponde al tipo de canal.',
    en: 'The settings do not match the channel type.',
  },
  'channels.webhook_failed': {
    es: 'La URL del webhook no aceptó el evento de prueba ({{problem}}). El canal sigue pendiente.',
    en: 'The webhook URL did not accept the test event ({{problem}}). The channel is still pending.',
  },
  'developers.invalid_public_key': {
    es: 'La clave pública no es válida o fue reemplazada.',
    en: 'The public key is not valid or has been replaced.',
  },
  'developers.invalid_visitor': {
    es: 'La sesión del chat no es válida. Vuelve a abrir el chat.',
    en: 'The chat session is not valid. Open the chat again.',
  },
  'developers.identity_invalid': {
    es: 'No se pudo verificar la identidad del cliente: el identifierHash no corresponde al identifier.',
    en: 'The customer identity could not be verified: the identifierHash does not match the identifier.',
  },
  'developers.identity_required': {
    es: 'Este canal solo atiende a clientes identificados. Inicia sesión en el sitio para chatear.',
    en: 'This channel only serves identified customers. Log in to the site to chat.',
  },
  'conversations.message_empty': {
    es: 'El mensaje necesita texto o un archivo adjunto.',
    en: 'A message needs text or an attachment.',
  },
  'contacts.not_found': {
    es: 'El contacto no existe o no tienes acceso a él.',
    en: 'The contact does not exist or you do not have access to it.',
  },
};

export function formatErrorMessage(
  reason: ErrorReason,
  language: Language,
  params: Record<string, unknown> = {},
): string {
  return ERROR_MESSAGES[reason][language].replace(/\{\{(\w+)\}\}/g, (_, key: string) =>
    String(params[key] ?? ''),
  );
}
