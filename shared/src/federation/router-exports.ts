// What every app takes from react-router-dom. Federation provides this module as the react-router-dom
// singleton (shared-config.ts), so the page downloads these parts of the router instead of all of it
// (≈16 KB gzip instead of ≈61 KB). RouterExportsPlugin fails a build that imports anything else.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
