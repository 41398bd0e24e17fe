// The AWS Parameters and Secrets Lambda Extension on a function: the AWS-published layer, which
// answers the function's secret reads on localhost (lambdas/runtime/secrets-extension.ts), so the
// function bundles no Secrets Manager client. The extension calls Secrets Manager with the
// function's own role: the grant stays the function's one GetSecretValue on its one secret.

import { Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { FactName } from 'aws-cdk-lib/region-info';
import { SECRETS_EXTENSION_CALL_TIMEOUT_MS } from '../../lambdas/runtime/secrets-extension';

/** The extension's version (the latest CDK knows the layer ARNs of, by region and architecture). */
export const SECRETS_EXTENSION_VERSION = lambda.ParamsAndSecretsVersions.V1_0_103;

/**
 * The extension's settings, in the function's environment. No cache in the extension: the reader
 * keeps the value itself for as long as rotating allows (lambdas/runtime/origin-secret.ts), and a
 * second cache would add its time to that. Its own Secrets Manager call ends after the timeout,
 * so a hung call becomes a 503 rather than the Lambda timeout. The port is the extension's default.
 */
export const secretsExtensionEnvironment: Readonly<Record<string, string>> = {
  PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false',
  SECRETS_MANAGER_TIMEOUT_MILLIS: String(SECRETS_EXTENSION_CALL_TIMEOUT_MS),
};

/** Adds the extension's layer (for the function's region and architecture) and its settings. */
export function addSecretsExtension(fn: lambda.Function): void {
  // A function reading two secrets (the origin secret and the payments secret) needs the layer once.
  if (fn.node.tryFindChild('SecretsExtension')) return;
  // A region-agnostic stack gets the ARN from a mapping by region, as CDK's paramsAndSecrets does.
  const layerArn = Stack.of(fn).regionalFact(FactName.paramsAndSecretsLambdaLayer(SECRETS_EXTENSION_VERSION, fn.architecture.name));
  fn.addLayers(lambda.LayerVersion.fromLayerVersionArn(fn, 'SecretsExtension', layerArn));
  for (const [name, value] of Object.entries(secretsExtensionEnvironment)) fn.addEnvironment(name, value);
}
