package io.dgq.server.journal;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.RequestPattern;
import java.util.List;
import java.util.Optional;

/** The checks of {@link RequestJournal} and their failure messages, which list the requests that came closest. */
final class Verification {

    /** The most requests a failure message lists. */
    static final int LISTED = 10;

    private Verification() {}

    static void count(List<RecordedRequest> all, RequestPattern where, int expected) {
        List<RecordedRequest> matching =
                all.stream().filter(r -> where.matches(r.method(), r.path())).toList();
        if (matching.size() != expected) {
            StringBuilder message = new StringBuilder("Expected ")
                    .append(expected)
                    .append(" request(s) to ")
                    .append(where)
                    .append(", but ")
                    .append(matching.size())
                    .append(" of the ")
                    .append(all.size())
                    .append(" kept matched.");
            list(message, matching.isEmpty() ? "Requests kept" : "Matching", matching.isEmpty() ? all : matching, null);
            throw new AssertionError(message.toString());
        }
    }

    static RecordedRequest sent(List<RecordedRequest> all, RequestPattern where, String field, Object value) {
        if (field.isEmpty()) {
            throw new IllegalArgumentException("field must not be empty");
        }
        JsonNode expected = Values.toNode(value);
        RecordedRequest found = null;
        List<RecordedRequest> matching =
                all.stream().filter(r -> where.matches(r.method(), r.path())).toList();
        for (RecordedRequest request : matching) {
            Optional<JsonNode> actual = request.bodyField(field);
            if (actual.isPresent() && Values.same(actual.get(), expected)) {
                found = request;
            }
        }
        if (found != null) {
            return found;
        }
        StringBuilder message = new StringBuilder("Expected a request to ")
                .append(where)
                .append(" whose body has ")
                .append(field)
                .append(" = ")
                .append(expected)
                .append(", but none of the ")
                .append(all.size())
                .append(" kept has it.");
        if (matching.isEmpty()) {
            message.append(" No request matched ").append(where).append('.');
            list(message, "Requests kept", all, null);
        } else {
            list(message, "Requests to " + where, matching, field);
        }
        throw new AssertionError(message.toString());
    }

    /** Lists the latest requests, each with the field's value when a field is given. */
    private static void list(StringBuilder message, String title, List<RecordedRequest> requests, String field) {
        if (requests.isEmpty()) {
            return;
        }
        int from = Math.max(0, requests.size() - LISTED);
        message.append('\n')
                .append(title)
                .append(from > 0 ? " (latest " + LISTED + ")" : "")
                .append(':');
        for (RecordedRequest request : requests.subList(from, requests.size())) {
            message.append("\n  ")
                    .append(request.method())
                    .append(' ')
                    .append(request.path())
                    .append(" -> ")
                    .append(request.status() == 0 ? "dropped" : request.status());
            if (field != null) {
                message.append(", ")
                        .append(field)
                        .append(" = ")
                        .append(request.bodyField(field).map(JsonNode::toString).orElse("(absent)"));
            }
        }
    }
}
