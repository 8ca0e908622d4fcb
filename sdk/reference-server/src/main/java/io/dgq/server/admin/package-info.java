/**
 * The reference server's administration API over HTTP, under {@code /__admin}, outside {@code /api/v1}: for tests
 * in any language, and for tests that drive a standalone server. Every answer but the OpenAPI document is the
 * API's envelope; refusals are its error envelope (401 without the admin token, 404 for an unknown path, 405 with
 * {@code Allow}, 400 for a body or query it cannot use). Requests to it are not journaled, and no fault or rate
 * limit applies to them.
 *
 * <table>
 * <caption>Endpoints</caption>
 * <tr><th>Request</th><th>What it does</th></tr>
 * <tr><td>{@code GET /__admin/health}</td><td>status, version, uptime; needs no token, and answers even with the
 *     admin API turned off</td></tr>
 * <tr><td>{@code GET /__admin/faults}</td><td>the fault rules that still apply</td></tr>
 * <tr><td>{@code POST /__admin/faults}</td><td>adds a rule, such as
 *     {@code {"method": "POST", "path": "/governance/domain/list", "times": 1,
 *     "fault": {"type": "error", "status": 503, "retry_after_seconds": 1}}}: {@code path} a route template or
 *     {@code regex} an expression, {@code method} (default {@code *}), {@code times} (default: until removed);
 *     fault types {@code error} (status, code, message, details, headers, retry_after_seconds), {@code delay}
 *     (delay_ms), {@code drop_connection}, {@code truncated_body}, {@code not_envelope}, {@code raw_answer}
 *     (status, content_type, body), {@code redirect} (status, location), {@code close_when_idle} (idle_ms),
 *     {@code proxy_error_page} (status), {@code slow_body} (bytes_per_second)</td></tr>
 * <tr><td>{@code DELETE /__admin/faults}</td><td>removes every rule</td></tr>
 * <tr><td>{@code GET /__admin/requests}</td><td>the journal, oldest first, secrets redacted; filters
 *     {@code ?method=POST&path=/governance/domain/{id}} (a route template)</td></tr>
 * <tr><td>{@code DELETE /__admin/requests}</td><td>empties the journal</td></tr>
 * <tr><td>{@code POST /__admin/reset}</td><td>returns to the seed, without faults, with an empty journal</td></tr>
 * <tr><td>{@code GET /__admin/openapi.json}</td><td>the API's published OpenAPI document (without the Java
 *     generator's extensions)</td></tr>
 * <tr><td>{@code GET /__admin/requests?since=N}</td><td>only the requests numbered after {@code N}, with
 *     {@code last_sequence}, the cursor to ask with next, and {@code oldest_sequence}</td></tr>
 * <tr><td>{@code DELETE /__admin/faults/{id}}</td><td>removes one rule, by the {@code id} it is listed with</td></tr>
 * <tr><td>{@code GET /__admin/records}</td><td>every kind of record with its count</td></tr>
 * <tr><td>{@code POST /__admin/records/{resource}}</td><td>a page of a kind's records: its list body, its list
 *     answer</td></tr>
 * <tr><td>{@code GET /__admin/stats}</td><td>version, uptime, the records and heap against the limits that answer
 *     507, the journal, the number of rules, the options</td></tr>
 * <tr><td>{@code GET /__admin/console}</td><td>the web console, a page that asks for the admin token and reads
 *     these endpoints; needs no token itself</td></tr>
 * </table>
 *
 * <p>Every endpoint but health needs {@code Authorization: Bearer <admin token>}: the token
 * {@link io.dgq.server.ReferenceServer#adminToken()} gives, which the standalone jar prints as
 * {@code DGQ_ADMIN_TOKEN}. An API token never opens it.
 */
package io.dgq.server.admin;
