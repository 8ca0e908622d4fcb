package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.TokenAudience;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Time values the SDK sends compare on the server as their instants do: the server writes record timestamps in UTC
 * with milliseconds and compares them as text, so a filter at a record's own {@code created_at}, given at any
 * offset, must select it.
 */
@ExtendWith(ReferenceServerExtension.class)
class SdkTimeValuesTest {

    private static List<String> idsMatching(DgqClient client, String id, FilterOperator operator, Object value) {
        return client
                .domains()
                .list(ListRequest.builder()
                        .filter(DomainColumn.ID, FilterOperator.EQ, id)
                        .filter(DomainColumn.CREATED_AT, operator, value)
                        .build())
                .items()
                .stream()
                .map(DomainListItem::id)
                .toList();
    }

    @Test
    void aFilterAtARecordsOwnCreatedAtGivenAtAnotherOffsetSelectsIt(DgqClient client) {
        Domain domain = client.domains()
                .create(DomainCreateRequest.builder().name("Timed").build());
        OffsetDateTime createdAt = domain.createdAt();
        OffsetDateTime atPlusTwo = createdAt.withOffsetSameInstant(ZoneOffset.ofHours(2));
        assertThat(atPlusTwo.getOffset()).isNotEqualTo(createdAt.getOffset());

        assertThat(idsMatching(client, domain.id(), FilterOperator.GTE, atPlusTwo))
                .containsExactly(domain.id());
        assertThat(idsMatching(client, domain.id(), FilterOperator.LTE, atPlusTwo))
                .containsExactly(domain.id());
        assertThat(idsMatching(client, domain.id(), FilterOperator.EQ, atPlusTwo))
                .containsExactly(domain.id());
        assertThat(idsMatching(client, domain.id(), FilterOperator.GT, atPlusTwo))
                .isEmpty();
        assertThat(idsMatching(client, domain.id(), FilterOperator.LT, atPlusTwo.toInstant()))
                .isEmpty();
        assertThat(idsMatching(
                        client,
                        domain.id(),
                        FilterOperator.GTE,
                        atPlusTwo.atZoneSameInstant(ZoneId.of("America/New_York"))))
                .containsExactly(domain.id());
    }

    @Test
    void aWholeSecondBeforeARecordComparesAsEarlier(DgqClient client) {
        Domain domain = client.domains()
                .create(DomainCreateRequest.builder().name("Timed").build());
        OffsetDateTime second =
                domain.createdAt().truncatedTo(ChronoUnit.SECONDS).withOffsetSameInstant(ZoneOffset.ofHours(-5));

        assertThat(idsMatching(client, domain.id(), FilterOperator.GTE, second)).containsExactly(domain.id());
        assertThat(idsMatching(client, domain.id(), FilterOperator.LT, second.plusSeconds(1)))
                .containsExactly(domain.id());
        assertThat(idsMatching(client, domain.id(), FilterOperator.GTE, second.plusSeconds(1)))
                .isEmpty();
    }

    @Test
    void aTimeInAWriteBodyIsStoredAsItsInstant(DgqClient client) {
        OffsetDateTime expiry =
                OffsetDateTime.now(ZoneOffset.ofHours(2)).plusDays(30).truncatedTo(ChronoUnit.MILLIS);
        AccessToken token = client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .generatedFor(TokenAudience.API)
                        .expiredAt(expiry)
                        .isActive(true)
                        .build());

        assertThat(token.expiredAt().toInstant()).isEqualTo(expiry.toInstant());
        assertThat(token.expiredAt().getOffset()).isEqualTo(ZoneOffset.UTC);
    }
}
