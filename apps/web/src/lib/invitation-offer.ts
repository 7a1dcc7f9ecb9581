/**
 * An invitation the login or register page was opened with (`?invite=`). The route hands it over:
 * the page pre-fills and locks the email and, once signed in, calls `accept`, which joins the
 * organization and moves the session into it.
 */
export type InvitationOffer = {
  token: string;
  organizationName: string;
  email: string;
  name: string | null;
  lastName: string | null;
  accept: () => Promise<void>;
};
