import { useNavigation } from 'react-router-dom';

/** A thin bar along the top while the next page's code loads, so a tap never feels ignored. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
