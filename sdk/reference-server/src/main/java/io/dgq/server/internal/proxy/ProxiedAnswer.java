package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import java.util.Objects;

/**
 * One answer of the upstream to a call forwarded in proxy mode, as those who watch the traffic ({@link ProxiedAnswers})
 * see it: the operation the call matched in the published document, its path parameters and body, and the answer.
 *
 * @param operationId the operation's id in the published document
 * @param method the request's method
 * @param path the request's path, without the query
 * @param pathParameters the values of the path template's parameters, by name
 * @param requestBody the request's JSON body, or {@code null} when it had none or it was not JSON
 * @param status the upstream's status code
 * @param body the upstream's JSON answer (the whole envelope), or {@code null} when it was not JSON or too large to
 *     check
 */
public record ProxiedAnswer(
        String operationId,
        String method,
        String path,
        Map<String, String> pathParameters,
        JsonNode requestBody,
        int status,
        JsonNode body) {

    /** Checks the members that are never absent and copies the path parameters. */
    public ProxiedAnswer {
        Objects.requireNonNull(operationId, "operationId");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(path, "path");
        pathParameters = Map.copyOf(pathParameters);
    }
}
