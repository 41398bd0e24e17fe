import { HostedSignIn } from './hosted-sign-in';

export default function SignupPage() {
  return <HostedSignIn title="Sign Up" crumb="Sign Up" purpose="create your account" />;
}
