// Whose credentials these are: STS GetCallerIdentity, which needs no permission.
// https://docs.aws.amazon.com/STS/latest/APIReference/API_GetCallerIdentity.html

import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { errorMessage, errorName, isCredentialsError } from './aws-errors';

export interface Identity {
  readonly account: string;
  readonly arn: string;
}

export class CredentialsProblem extends Error {}

/** Whose credentials these are; a CredentialsProblem, in one line, when AWS refuses them. */
export async function whoAmI(sts: STSClient): Promise<Identity> {
  try {
    const answer = await sts.send(new GetCallerIdentityCommand({}));
    if (!answer.Account || !answer.Arn) throw new CredentialsProblem('AWS did not say whose credentials these are (GetCallerIdentity)');
    return { account: answer.Account, arn: answer.Arn };
  } catch (error) {
    if (error instanceof CredentialsProblem) throw error;
    if (isCredentialsError(error)) {
      throw new CredentialsProblem(`AWS refused the credentials (${errorName(error)}: ${errorMessage(error)}); sign in again and rerun.`);
    }
    throw new CredentialsProblem(`Could not reach AWS with these credentials (${errorName(error)}: ${errorMessage(error)}).`);
  }
}
