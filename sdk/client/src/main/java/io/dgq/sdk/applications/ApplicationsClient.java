// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Applications: create, read, list, update, delete and export. Reached through {@code client.applications()};
 * {@code client.withRawResponse().applications()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/application}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/application/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/application/{applicationId}}; the server counts a view
 *   <li>{@code update}: {@code PUT /api/v1/governance/application/{applicationId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/application/{applicationId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/application/list}, sorted and filtered by
 *       {@link ApplicationColumn}
 * </ul>
 */
public interface ApplicationsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates an application: {@code POST /api/v1/governance/application}. Not retried once the request may have
     * reached the server.
     *
     * @param request the application's fields
     * @param options the call's options
     * @return the created application, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Application create(ApplicationCreateRequest request, RequestOptions options);

    /**
     * Creates an application with the client's options.
     *
     * @param request the application's fields
     * @return the created application, with its new id
     * @see #create(ApplicationCreateRequest, RequestOptions)
     */
    default Application create(ApplicationCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching application in one answer: {@code POST /api/v1/governance/application/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<ApplicationListItem> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching application in one answer with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    default List<ApplicationListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads an application by its id: {@code GET /api/v1/governance/application/{applicationId}}.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @return the application's detail
     * @throws IllegalArgumentException before any request, if {@code applicationId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Application get(String applicationId, RequestOptions options);

    /**
     * Reads an application by its id with the client's options.
     *
     * @param applicationId the application's id
     * @return the application's detail
     * @see #get(String, RequestOptions)
     */
    default Application get(String applicationId) {
        return get(applicationId, RequestOptions.none());
    }

    /**
     * Updates some fields of an application: {@code PUT /api/v1/governance/application/{applicationId}}. Fields not set
     * in the request keep their values; a field set to {@code null} is reset.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code applicationId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String applicationId, ApplicationUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of an application with the client's options.
     *
     * @param applicationId the application's id
     * @param request the fields to change
     * @see #update(String, ApplicationUpdateRequest, RequestOptions)
     */
    default void update(String applicationId, ApplicationUpdateRequest request) {
        update(applicationId, request, RequestOptions.none());
    }

    /**
     * Deletes an application: {@code DELETE /api/v1/governance/application/{applicationId}}.
     *
     * @param applicationId the application's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code applicationId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no application has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String applicationId, RequestOptions options);

    /**
     * Deletes an application with the client's options.
     *
     * @param applicationId the application's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String applicationId) {
        delete(applicationId, RequestOptions.none());
    }

    /**
     * Lists one page of applications: {@code POST /api/v1/governance/application/list}.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<ApplicationListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of applications with the client's options.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<ApplicationListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<ApplicationListItem> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<ApplicationListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * The {@link ApplicationsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).
     */
    interface WithRawResponse {
        /**
         * Creates an application, answering the whole envelope.
         *
         * @param request the application's fields
         * @param options the call's options
         * @return the envelope holding the created application, with its new id
         * @see ApplicationsClient#create(ApplicationCreateRequest, RequestOptions)
         */
        DgqResponse<Application> create(ApplicationCreateRequest request, RequestOptions options);

        /**
         * Exports every matching application in one answer, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see ApplicationsClient#export(ListRequest, RequestOptions)
         */
        DgqResponse<Page<ApplicationListItem>> export(ListRequest request, RequestOptions options);

        /**
         * Reads an application by its id, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return the envelope holding the application's detail
         * @see ApplicationsClient#get(String, RequestOptions)
         */
        DgqResponse<Application> get(String applicationId, RequestOptions options);

        /**
         * Updates some fields of an application, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ApplicationsClient#update(String, ApplicationUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String applicationId, ApplicationUpdateRequest request, RequestOptions options);

        /**
         * Deletes an application, answering the whole envelope.
         *
         * @param applicationId the application's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see ApplicationsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String applicationId, RequestOptions options);

        /**
         * Lists one page of applications, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link ApplicationColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see ApplicationsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<ApplicationListItem>> list(ListRequest request, RequestOptions options);
    }
}
