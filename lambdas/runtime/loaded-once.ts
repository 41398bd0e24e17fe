// Something a container reads once and keeps (a page's frame, the build's renderer), by key: a
// read under way is shared by every caller, and a failed one is forgotten, so the next call tries again.

export function loadedOnce<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const loads = new Map<string, Promise<T>>();
  return (key) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load(key);
      loads.set(key, loading);
      loading.catch(() => loads.delete(key));
    }
    return loading;
  };
}
