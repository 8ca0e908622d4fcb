package io.dgq.sdk.observability;

import java.util.Objects;
import java.util.Optional;

/**
 * What a call is, as a listener sees it when it starts: values of low cardinality, fit for metric tags, and never a
 * record id, a query value or a secret.
 *
 * @param operation the operation, as {@code group.method}: {@code domains.get}, {@code fields.updateTab},
 *     {@code auth.createAccessToken}; for {@code request(...)}, the operation its method and path match, or
 *     {@code request} when they match none
 * @param method the HTTP method, such as {@code GET}
 * @param pathTemplate the path template from the API root, such as {@code /api/v1/governance/domain/{domainId}};
 *     empty for a call of {@code request(...)} that matches no operation, whose path could hold ids
 * @param serverAddress the host of the base URL
 * @param serverPort the port of the base URL (the scheme's default when it names none)
 * @param async whether the call was made through {@code client.async()}
 */
public record DgqCall(
        String operation,
        String method,
        Optional<String> pathTemplate,
        String serverAddress,
        int serverPort,
        boolean async) {

    /**
     * Checks the components.
     *
     * @param operation the operation, as {@code group.method}: {@code domains.get}, {@code fields.updateTab},
     *     {@code auth.createAccessToken}; for {@code request(...)}, the operation its method and path match, or
     *     {@code request} when they match none
     * @param method the HTTP method, such as {@code GET}
     * @param pathTemplate the path template from the API root, such as {@code /api/v1/governance/domain/{domainId}};
     *     empty for a call of {@code request(...)} that matches no operation, whose path could hold ids
     * @param serverAddress the host of the base URL
     * @param serverPort the port of the base URL (the scheme's default when it names none)
     * @param async whether the call was made through {@code client.async()}
     * @throws NullPointerException if a component is {@code null}
     */
    public DgqCall {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(pathTemplate, "pathTemplate");
        Objects.requireNonNull(serverAddress, "serverAddress");
    }
}
