package io.dgq.codegen;

import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the endpoint table of the docs, {@code src/docs/endpoints.md}: every operation of the document, with its
 * group, its name in the specification, its route and the SDK methods that call it.
 */
final class EndpointsWriter {

    /** The first line of the table's file, a Markdown comment: how to tell it is generated. */
    static final String MARK = "<!-- " + Generator.MARK.substring("// ".length()) + " -->";

    private static final String PREAMBLE = """
            # Endpoint table

            Every operation of the DGQ API: the 84 of the specification's tables, and the 6 it names without a method and
            path, whose routes are inferred ([Inferred routes](decisions/0004-inferred-routes.md)).

            - **SDK**: %d of %d operations have a typed method, each with an overload taking `RequestOptions` and a twin under
              `client.withRawResponse()` answering the whole `DgqResponse`; any route can be called with
              `client.request("POST", "/governance/field/list", body, JsonObject.class)`.
            - **Reference server**: serves %d of %d, with the shapes of [the decision records](decisions/README.md).
            - Paths are relative to the workspace address. `list` answers one page; `listAll` streams every match lazily.

            Generated from [`openapi.json`](openapi.json) by `sdk/codegen`, whose test fails when this file differs;
            `EndpointTableTest` checks that each SDK method exists and each route marked served is routed.

            | Group | Operation | Method | Path | SDK method | Reference server |
            |---|---|---|---|---|---|
            """;

    private EndpointsWriter() {}

    static String write(ApiDescription description) {
        StringBuilder rows = new StringBuilder();
        int operations = 0;
        for (Client client : description.clients()) {
            Map<String, List<Method>> byRoute = new LinkedHashMap<>();
            client.methods()
                    .forEach(m -> byRoute.computeIfAbsent(m.route(), r -> new ArrayList<>())
                            .add(m));
            for (List<Method> methods : byRoute.values()) {
                Method first = methods.get(0);
                List<String> calls = new ArrayList<>();
                for (Method method : methods) {
                    String arguments = Types.names(Types.arguments(client, method));
                    calls.add(call(client, method.name(), arguments));
                    if (method.paged()) {
                        calls.add(call(client, method.name() + "All", arguments));
                    }
                }
                rows.append("| ")
                        .append(client.tag())
                        .append(" | ")
                        .append(first.operationName())
                        .append(first.inferred() ? " *(inferred route)*" : "")
                        .append(" | ")
                        .append(first.httpMethod())
                        .append(" | `")
                        .append(ApiDescription.ROOT)
                        .append(first.path())
                        .append("` | ")
                        .append(String.join("<br>", calls))
                        .append(" | yes |\n");
                operations++;
            }
        }
        return MARK + "\n" + PREAMBLE.formatted(operations, operations, operations, operations) + rows;
    }

    private static String call(Client client, String name, String arguments) {
        return "`client." + client.accessor() + "()." + name + "(" + arguments + ")`";
    }
}
