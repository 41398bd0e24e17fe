// `npx cdk synth|deploy` runs this (cdk.json "app"). Parameters: see infra/config.ts.

import { App } from 'aws-cdk-lib';
import { defineBlazeApp } from './blaze-app';

const app = new App();
defineBlazeApp(app);
