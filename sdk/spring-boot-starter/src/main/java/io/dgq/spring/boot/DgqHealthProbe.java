package io.dgq.spring.boot;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.paging.ListRequest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Tells whether the DGQ workspace answers, for the {@code dgq} health indicator: one read of one domain, its answer
 * reused for a while, so that a probe every few seconds does not become an API call every few seconds. The details
 * never hold the token. Thread-safe; probes that arrive while one call runs wait for its answer.
 */
public final class DgqHealthProbe {

    private final DgqClient client;
    private final Duration cacheTime;
    private final Clock clock;
    private Result last;

    /**
     * Creates a probe.
     *
     * @param client the client whose workspace is checked
     * @param cacheTime how long an answer is reused; zero or negative checks on every probe
     * @param clock the clock that ages answers
     */
    public DgqHealthProbe(DgqClient client, Duration cacheTime, Clock clock) {
        this.client = client;
        this.cacheTime = cacheTime == null ? Duration.ZERO : cacheTime;
        this.clock = clock;
    }

    /**
     * The answer: the last one while it is younger than the cache time, otherwise a new call.
     *
     * @return whether the workspace answered, with details to show
     */
    public synchronized Result check() {
        Instant now = clock.instant();
        if (last != null && now.isBefore(last.checkedAt().plus(cacheTime))) {
            return last;
        }
        Map<String, Object> details = new LinkedHashMap<>();
        boolean up;
        long start = System.nanoTime();
        try {
            client.domains().list(ListRequest.builder().pageSize(1).build());
            up = true;
        } catch (DgqException e) {
            up = false;
            details.put("error", e.getClass().getSimpleName());
            if (e.statusCode() != 0) {
                details.put("status", e.statusCode());
            }
            e.correlationId().ifPresent(id -> details.put("correlationId", id));
        } catch (RuntimeException e) {
            up = false;
            details.put("error", e.getClass().getSimpleName());
        }
        details.put("durationMs", Duration.ofNanos(System.nanoTime() - start).toMillis());
        details.put("checkedAt", now.toString());
        last = new Result(up, Collections.unmodifiableMap(details), now);
        return last;
    }

    /**
     * One answer of the probe.
     *
     * @param up whether the workspace answered a read
     * @param details what to show: the duration, the time of the check and, when down, the exception's type, the
     *     HTTP status and the correlation id
     * @param checkedAt when the call was made
     */
    public record Result(boolean up, Map<String, Object> details, Instant checkedAt) {}
}
