import { HostedSignIn } from './hosted-sign-in';

export default function LoginPage() {
  return <HostedSignIn title="Log In" crumb="Log In" purpose="log in" />;
}
