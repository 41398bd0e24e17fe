// Who may do what: the Cognito group of club officers, shared by the CDK user pool, the local
// user pool, the handlers' officer checks and the web app.

/** The Cognito group whose members may use the officer endpoints and pages. */
export const OFFICERS_GROUP = 'officers';
