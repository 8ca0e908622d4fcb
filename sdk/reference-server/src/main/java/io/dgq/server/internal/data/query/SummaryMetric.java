package io.dgq.server.internal.data.query;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.json.Json;
import java.util.List;
import java.util.function.Predicate;

/**
 * One summary counter of a list answer's {@code metrics}: how many live records of the kind count, and how many of
 * those were created in the last seven days ({@code trend} "up" with {@code trendValue} "+n", or "flat" and "+0").
 *
 * @param title the counter's title
 * @param type the counter's type
 * @param counts which records the counter counts
 */
public record SummaryMetric(String title, String type, Predicate<StoredRecord> counts) {

    /**
     * Computes counters over every live record, whatever the list body selects.
     *
     * @param metrics the counters
     * @param records the records of the kind
     * @param since the record timestamp from which a creation counts as recent
     */
    public static ArrayNode compute(List<SummaryMetric> metrics, Iterable<StoredRecord> records, String since) {
        long[] values = new long[metrics.size()];
        long[] recent = new long[metrics.size()];
        for (StoredRecord record : records) {
            if (record.deleted()) {
                continue;
            }
            String createdAt = record.text("created_at");
            boolean isRecent = createdAt != null && createdAt.compareTo(since) >= 0;
            for (int i = 0; i < values.length; i++) {
                if (metrics.get(i).counts().test(record)) {
                    values[i]++;
                    if (isRecent) {
                        recent[i]++;
                    }
                }
            }
        }
        ArrayNode answer = Json.array();
        for (int i = 0; i < values.length; i++) {
            answer.addObject()
                    .put("title", metrics.get(i).title())
                    .put("value", values[i])
                    .put("trend", recent[i] > 0 ? "up" : "flat")
                    .put("trendValue", "+" + recent[i])
                    .put("type", metrics.get(i).type());
        }
        return answer;
    }

    /** Total, verified and awaiting-review counters for a kind with a {@code status}. */
    public static List<SummaryMetric> byStatus(String plural) {
        return List.of(
                new SummaryMetric("Total " + plural, "total", record -> true),
                new SummaryMetric("Verified", "verified", record -> "VERIFIED".equals(record.text("status"))),
                new SummaryMetric(
                        "Ready for review",
                        "ready_for_review",
                        record -> "READY_FOR_REVIEW".equals(record.text("status"))),
                new SummaryMetric("Pending", "pending", record -> "PENDING".equals(record.text("status"))));
    }
}
