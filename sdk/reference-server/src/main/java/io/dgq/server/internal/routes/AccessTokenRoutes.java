package io.dgq.server.internal.routes;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.TokenType;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.support.Timestamps;
import java.time.Instant;

/** Creates access tokens: a token record, and the JWT itself, answered once. */
final class AccessTokenRoutes {

    private final Resource accessTokens;
    private final BodyValidator validator;
    private final Tokens tokens;
    private final Timestamps time;

    AccessTokenRoutes(Resource accessTokens, BodyValidator validator, Tokens tokens, Timestamps time) {
        this.accessTokens = accessTokens;
        this.validator = validator;
        this.tokens = tokens;
        this.time = time;
    }

    /**
     * {@code {key_alias, generated_for (API | MCP), expired_at (ISO 8601, future), is_active, purpose}} answers the
     * token record plus {@code token}. An MCP token carries {@code token_type} = {@code mcp_authorization}.
     */
    Reply create(Call call) {
        ObjectNode values = validator.writableFields(accessTokens.schema(), call.requireObject(), true);
        String generatedFor = values.path("generated_for").asText();
        TokenType type = switch (generatedFor) {
            case "API" -> TokenType.API_ACCESS;
            case "MCP" -> TokenType.MCP_AUTHORIZATION;
            default ->
                throw ApiError.invalidField("generated_for", "must be 'API' or 'MCP', got '" + generatedFor + "'");
        };
        Instant expiresAt = instant(values.path("expired_at").asText());
        if (!expiresAt.isAfter(time.now())) {
            throw ApiError.invalidField("expired_at", "must be in the future");
        }
        // Stored and answered like every record timestamp: UTC, with milliseconds and Z, whatever offset was sent.
        values.put("expired_at", Timestamps.record(expiresAt));
        StoredRecord record = accessTokens.insert(values, call.caller());
        ObjectNode answer = accessTokens.detail(record.node());
        answer.put("token", tokens.mint(call.caller(), type, expiresAt, record.id("id")));
        return Reply.of("Access token created", answer);
    }

    /** An ISO 8601 timestamp; without an offset it is UTC, and a date alone is its start. */
    private static Instant instant(String text) {
        Instant instant = Timestamps.parse(text);
        if (instant == null) {
            throw ApiError.invalidField(
                    "expired_at",
                    "must be an ISO 8601 timestamp, got '" + (text.length() > 40 ? text.substring(0, 40) + "..." : text)
                            + "'");
        }
        return instant;
    }
}
