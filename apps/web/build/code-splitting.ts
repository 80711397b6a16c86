// How the web app's code is cut into files, so that a first page downloads little and nothing of the
// back office (issue 12's budget, checked after each build by scripts/check-web-budget.mjs).
import type { CodeSplittingOptions } from '@tanstack/router-plugin/vite';
import type { BuildEnvironmentOptions } from 'vite';

type SplitGroupings = Extract<ReturnType<NonNullable<CodeSplittingOptions['splitBehavior']>>, unknown[]>;

const loaderWithPage: SplitGroupings = [
  ['loader', 'component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
];
const loaderBesidePage: SplitGroupings = [
  ['loader'],
  ['component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
];

/**
 * The front desk's routes: their loaders, which read the partner's properties, the day and the texts,
 * start as soon as their own small files are in, not once the pages' code is.
 */
const frontDeskRouteIds = new Set([
  '/_partner',
  '/_partner/partner/hotels/$hotelId',
  '/_partner/partner/hotels/$hotelId/',
]);

/**
 * What the router plugin splits off the route tree, which every page downloads. Pages are always split;
 * loaders stay in the tree (they start at once, alongside the page's code) unless they need code of
 * their own: the signed-in and back-office pages' (the auth client, the admin APIs) travel with their
 * page, and the hotel page's (the catalogue's contracts) and the front desk's load beside it.
 */
export const routeCodeSplitting: CodeSplittingOptions = {
  splitBehavior: ({ routeId }) => {
    if (frontDeskRouteIds.has(routeId)) return loaderBesidePage;
    if (/^\/(_admin|_authenticated|_partner)/.test(routeId)) return loaderWithPage;
    if (routeId === '/(site)/hotels/$slug') return loaderBesidePage;
  },
};

const backOfficePage = /\/back-office-[^/]+\.js$/;
/**
 * The partner area, a hotel and its day at the front desk: the pages a phone opens at the desk, whose
 * imports the route tree lists (they would otherwise arrive one level of imports at a time).
 */
const frontDeskRoute = /\/src\/routes\/_partner\/(route|partner\/hotels\/\$hotelId\/(route|index))\.tsx\?/;
const frontDeskPage = /\/back-office-desk-[^/]+\.js$/;
/** The back office's and the partners' pages, the invitation a partner follows included. */
const backOfficeRoute = /\/src\/routes\/(_admin\/|_partner\/|\(site\)\/partner\/)/;
const firstFiles = { libraries: 'vendor', ours: 'app' };
/** The first files keep a readable name (the budget check prints them), rolldown's runtime included. */
const readableFiles = ['rolldown-runtime', ...Object.values(firstFiles)];
/** A file every page has loaded before any other: never worth a preload, nor a name in the first download. */
const firstFile = new RegExp(`/(${readableFiles.join('|')})-[^/]+\\.js$`);

/**
 * The back office's and the partners' pages are named back-office-…: their imports are fetched as
 * they run, so that the route tree every page downloads does not list them.
 *
 * Every page's own code comes in two files, the libraries then ours (each cached on its own); the rest
 * loads with the pages that need it. The code every page loads lists those other files, each with its
 * imports so that they download together: their names are kept short (a hash), and the back office's
 * pages fetch their imports as they run, so that the public pages' code does not even name those.
 */
export const codeSplittingBuild = {
  modulePreload: {
    resolveDependencies: (file, dependencies) => {
      if (backOfficePage.test(file) && !frontDeskPage.test(file)) return [];
      return dependencies.filter((dependency) => !firstFile.test(dependency));
    },
  },
  rolldownOptions: {
    output: {
      chunkFileNames: ({ name, facadeModuleId }) => {
        if (frontDeskRoute.test(facadeModuleId ?? '')) return 'assets/back-office-desk-[hash].js';
        if (backOfficeRoute.test(facadeModuleId ?? '')) return 'assets/back-office-[hash].js';
        return readableFiles.includes(name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
      },
      codeSplitting: {
        groups: [
          { name: firstFiles.libraries, test: /node_modules/, tags: ['$initial'], priority: 2 },
          { name: firstFiles.ours, tags: ['$initial'], priority: 1 },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
