// The SPA's routing vocabulary, the one module pages and components import it from: React Router
// (react-router-dom) in data-router mode. web/src/app/app-routes.tsx holds the route table; main.tsx and
// prerender-entry.tsx put it in a browser router and a static one.

export {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  Link,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  StaticRouterProvider,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { DataRouter, Location, NavigateOptions, NavigationType, RouteObject } from 'react-router-dom';
