package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Redaction by shape: what it finds, and that a long text costs time linear in its length. */
class RedactionShapesTest {

    @Test
    void findsEachShapeAndKeepsTheRest() {
        assertThat(Redaction.shapes("Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln and more"))
                .isEqualTo("Bearer [REDACTED] and more");
        assertThat(Redaction.shapes("mysql://root:p@ss@db:3306/x")).isEqualTo("mysql://root:[REDACTED]@ss@db:3306/x");
        assertThat(Redaction.shapes("Data Source=db;Initial Catalog=x;User ID=u;Password=\"a;b\";Pwd=z"))
                .isEqualTo("Data Source=db;Initial Catalog=x;User ID=u;Password=[REDACTED];Pwd=[REDACTED]");
        assertThat(Redaction.shapes("client_secret = abc&grant_type=x"))
                .isEqualTo("client_secret = [REDACTED]&grant_type=x");
        for (String plain : List.of("", "a=b", "https://example.com/a:b@c", "eyJnot-a-token", "weyJa.bb.cc")) {
            assertThat(Redaction.shapes(plain)).isEqualTo(plain);
        }
    }

    @Test
    void bearerCredentialsAndOracleConnectStringsAnywhere() {
        assertThat(Redaction.shapes("sent Authentication: Bearer abc.DEF-123_~+/= then"))
                .isEqualTo("sent Authentication: Bearer [REDACTED] then");
        assertThat(Redaction.shapes("bearer opaque-token")).isEqualTo("bearer [REDACTED]");
        assertThat(Redaction.shapes("sqlplus scott/tiger@orcl")).isEqualTo("sqlplus scott/[REDACTED]@orcl");
        assertThat(Redaction.shapes("jdbc:oracle:thin:scott/t1ger@//db.example.com:1521/sales"))
                .isEqualTo("jdbc:oracle:thin:scott/[REDACTED]@//db.example.com:1521/sales");
        assertThat(Redaction.shapes("jdbc:sqlserver://db:1433;databaseName=x;user=sa;password=Pa55;"))
                .isEqualTo("jdbc:sqlserver://db:1433;databaseName=x;user=sa;password=[REDACTED];");
        assertThat(Redaction.shapes("Driver={ODBC};Server=db;Uid=u;PWD=Pa55"))
                .isEqualTo("Driver={ODBC};Server=db;Uid=u;PWD=[REDACTED]");
        for (String plain : List.of(
                "a bearer",
                "https://example.com/a:b@c",
                "/users/x@example.com",
                "/api/v1/governance/domain/a@b",
                "and/or@ home")) {
            assertThat(Redaction.shapes(plain)).as(plain).isEqualTo(plain);
        }
    }

    @Test
    void namesAreSecretByTheirWords() {
        for (String secret : List.of(
                "Ocp-Apim-Subscription-Key",
                "X-Session-Id",
                "Authentication",
                "key",
                "sig",
                "pass",
                "passphrase",
                "sessionId",
                "JSESSIONID",
                "api_key_value",
                "X-Auth",
                "oauth",
                "client_signature",
                "accessToken",
                "password",
                "pwd")) {
            assertThat(Redaction.isSecret(secret)).as(secret).isTrue();
        }
        for (String plain : List.of(
                "auth_type",
                "is_primary_key",
                "key_alias",
                "pass_criteria",
                "assigned_metric_count",
                "author",
                "Idempotency-Key",
                "design",
                "passed",
                "token_type",
                "name")) {
            assertThat(Redaction.isSecret(plain)).as(plain).isFalse();
        }
    }

    @Test
    void aLongTextWithoutAMatchIsScannedInLinearTime() {
        long start = System.nanoTime();
        for (String unit : List.of(
                "x",
                "eyJ",
                "a=",
                "a:",
                "a://",
                "eyJa.",
                "k=\"",
                "ab-",
                "a/",
                "a/b",
                "a/@",
                "Bearer ",
                "bearer a",
                "@/")) {
            String text = unit.repeat(200_000 / unit.length());
            assertThat(Redaction.shapes(text)).hasSizeGreaterThan(100);
        }
        // With backtracking patterns, each of these took minutes (quadratic in 200,000 characters).
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(3_000);
    }
}
