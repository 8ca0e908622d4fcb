package io.dgq.benchmarks;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The JSON the benchmarks answer and decode: a full domain detail record and domain list pages, with every field of
 * the specification filled in with realistic values (UUIDs, ISO 8601 timestamps, owners, glossaries, viewers). The
 * records are deterministic: record {@code n} is always the same bytes.
 */
public final class Fixtures {

    /** The domain id the fixed server answers for. */
    public static final String DOMAIN_ID = uuid(0);

    private static final ObjectMapper JSON = new ObjectMapper();

    private Fixtures() {}

    /**
     * Returns a fixed, name-based UUID for record {@code n}.
     *
     * @param n the record number
     * @return the id
     */
    public static String uuid(long n) {
        return new UUID(0x5f1c3a2b4d6e4f70L ^ (n * 0x9E3779B97F4A7C15L), 0x8a1b2c3d4e5f6071L + n).toString();
    }

    /**
     * Returns an API access token the SDK accepts (an HS256 JWT of type {@code api_access_token}, valid a year).
     *
     * @return the token
     */
    public static String apiToken() {
        return JWT.create()
                .withSubject(uuid(42))
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(Instant.now().plus(365, ChronoUnit.DAYS))
                .sign(Algorithm.HMAC256("benchmark-secret-benchmark-secret"));
    }

    /**
     * Returns the envelope of {@code GET /governance/domain/{id}}: the full detail record.
     *
     * @return UTF-8 JSON
     */
    public static byte[] detailEnvelope() {
        return bytes(envelope(detail(0)));
    }

    /**
     * Returns the envelope of a domain list page.
     *
     * @param page the page, from 1
     * @param pageSize the records per page
     * @param total the {@code total_count} to announce; the page holds the records of that page that exist
     * @return UTF-8 JSON
     */
    public static byte[] listEnvelope(int page, int pageSize, long total) {
        long first = (long) (page - 1) * pageSize;
        long last = Math.min(total, first + pageSize);
        List<Object> items = new ArrayList<>();
        for (long n = first; n < last; n++) {
            items.add(listItem(n));
        }
        Map<String, Object> data = new LinkedHashMap<>();
        data.put("data", items);
        data.put("total_count", total);
        data.put(
                "metrics",
                List.of(
                        metric("Domains", total, "up", "+12", "count"),
                        metric("Verified", total / 3, "flat", "0", "status"),
                        metric("Open issues", 17, "down", "-3", "issues")));
        return bytes(envelope(data));
    }

    /**
     * Returns one list item as its JSON object, for servers that generate pages record by record.
     *
     * @param n the record number
     * @return UTF-8 JSON of the item alone
     */
    public static byte[] listItemJson(long n) {
        return bytes(listItem(n));
    }

    private static Map<String, Object> envelope(Object data) {
        Map<String, Object> envelope = new LinkedHashMap<>();
        envelope.put("success", true);
        envelope.put("message", "Request completed successfully");
        envelope.put("timestamp", "2026-11-22T03:14:15.926535+00:00");
        envelope.put("correlation_id", "c0ffee00-1234-4abc-9def-0123456789ab");
        envelope.put("data", data);
        return envelope;
    }

    static Map<String, Object> listItem(long n) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", uuid(n));
        m.put("name", "Customer analytics " + n);
        m.put("description", "Curated customer, order and churn data for analytics and reporting (domain " + n + ")");
        m.put("type", n % 3 == 0 ? "business" : "technical");
        m.put("source", "snowflake");
        m.put("parent_id", n % 5 == 0 ? null : uuid(n / 5));
        m.put("owner_team", "Data Platform");
        m.put("qualified_name", "acme.analytics.customer_" + n);
        m.put("score", "87.5");
        m.put("status", n % 4 == 0 ? "PENDING" : "VERIFIED");
        m.put("user", "jane.doe@acme.example.com");
        m.put("freshness_sla", "24h");
        m.put("schema_stability", "stable");
        m.put("sla_config", "daily");
        m.put("level", (int) (n % 4));
        m.put("total_alerts", (int) (n % 11));
        m.put("total_issues", (int) (n % 7));
        m.put("linked_asset_count", 42);
        m.put("linked_metric_count", 128);
        m.put("total_conversations", 3);
        m.put("total_views", 1024 + (int) (n % 100));
        m.put("linked_assets", 42);
        m.put("total_likes", 5);
        m.put("total_dislikes", null);
        m.put("is_active", true);
        m.put("is_deleted", false);
        m.put(
                "owner",
                List.of(
                        owner(n, "Jane Doe", "jane.doe@acme.example.com", "user"),
                        owner(n + 1, "Data Platform", "data-platform@acme.example.com", "group")));
        m.put("product", List.of(reference(n + 2, "Customer 360")));
        m.put("tag", List.of(reference(n + 3, "PII"), reference(n + 4, "Gold")));
        m.put("term", List.of(reference(n + 5, "Customer")));
        Map<String, Object> glossary = new LinkedHashMap<>(reference(n + 6, "Sales glossary"));
        glossary.put("description", "Terms used by the sales organisation");
        glossary.put("source", "manual");
        glossary.put("is_active", true);
        m.put("glossary", List.of(glossary));
        m.put("created_at", "2026-03-14T09:26:53.589Z");
        m.put("modified_at", "2026-11-21T17:45:12.004Z");
        m.put("created_by", uuid(n + 7));
        m.put("modified_by", uuid(n + 8));
        return m;
    }

    static Map<String, Object> detail(long n) {
        Map<String, Object> m = listItem(n);
        m.put("glossary", List.of(reference(n + 6, "Sales glossary")));
        m.put("definition", "Everything about customers: identity, orders, subscriptions and churn signals.");
        m.put("context", "Owned by the data platform team; sourced nightly from the CRM and the order system.");
        m.put("who_should_use_this", "Analysts, data scientists and the customer success team.");
        m.put("recent_conversations", "Discussed the churn definition change in October.");
        m.put("parents", List.of(reference(n + 9, "Analytics")));
        m.put("audiences", List.of(reference(n + 10, "Analysts"), reference(n + 11, "Data scientists")));
        List<Object> viewers = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("id", uuid(n + 20 + i));
            v.put("viewed_at", "2026-11-2" + i + "T08:0" + i + ":00.123456+00:00");
            v.put("name", "Viewer " + i);
            v.put("email", "viewer" + i + "@acme.example.com");
            viewers.add(v);
        }
        m.put("viewers", viewers);
        Map<String, Object> freshness = new LinkedHashMap<>();
        freshness.put("description", "2026-11-20T00:00:00Z");
        freshness.put("owner_verified", "2026-11-01T00:00:00Z");
        m.put("context_freshness", freshness);
        return m;
    }

    private static Map<String, Object> owner(long n, String name, String email, String type) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("id", uuid(n + 100));
        o.put("name", name);
        o.put("email", email);
        o.put("label", name);
        o.put("owner_type", type);
        return o;
    }

    private static Map<String, Object> reference(long n, String name) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("id", uuid(n + 200));
        r.put("name", name);
        r.put("label", name);
        return r;
    }

    private static Map<String, Object> metric(String title, long value, String trend, String trendValue, String type) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("title", title);
        m.put("value", value);
        m.put("trend", trend);
        m.put("trendValue", trendValue);
        m.put("type", type);
        return m;
    }

    private static byte[] bytes(Object value) {
        try {
            return JSON.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
