import { ok } from '../../../../../server/api/envelope.ts';
import { route } from '../../../../../server/api/handler.ts';
import { brokerListBody } from '../../../../../server/brokers/broker-api.schema.ts';
import { listBrokers } from '../../../../../server/search/broker-search.service.ts';
import { keywordRefusal } from '../../../../../server/search/search.schema.ts';

export const prerender = false;

/** POST { keyword, country, regulator, sort, page, size }: a page of brokers by name, with total and filter counts. */
export const POST = route(
  brokerListBody,
  async (b, api) =>
    ok(
      await listBrokers(
        api.readDb,
        {
          keyword: b.keyword,
          countries: b.country.map((c) => c.toLowerCase()),
          regulator: b.regulator,
          sort: b.sort,
          page: b.page,
          size: b.size,
        },
        api.country,
      ),
    ),
  { refuse: keywordRefusal },
);
