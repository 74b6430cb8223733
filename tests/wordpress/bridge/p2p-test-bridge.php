<?php
/**
 * Plugin Name: P2P test bridge (tests only)
 * Description: Stands in for the donation plugin in the real-WordPress tests: page data and REST answers come from
 * the reference host (seeded demo data), the way the donation plugin would supply them from its own models.
 *
 * Who you are in WordPress is who you are on the reference host: a guest's REST call goes on as a guest, an
 * administrator's with the host administrator's session. WordPress itself checks the `wp_rest` nonce before any of
 * this runs (rest_cookie_check_errors), so every answer the app gets has passed the real nonce check.
 *
 * Settings come from wp-config.php: P2P_BRIDGE_HOST (origin of the reference host), P2P_BRIDGE_ADMIN_COOKIE and
 * P2P_BRIDGE_ADMIN_NONCE (the host administrator's session), P2P_BRIDGE_GUEST_NONCE.
 *
 * @package GiveP2PTests
 */

defined( 'ABSPATH' ) || exit;

const P2P_BRIDGE_PAGE          = 'run-for-clean-water';
const P2P_BRIDGE_CAMPAIGN_PATH = '/campaigns/run-for-clean-water';

/** The test's language: a cookie, so one site serves the English and the German runs. */
add_filter(
	'locale',
	static function ( $locale ) {
		return isset( $_COOKIE['p2p_locale'] ) && preg_match( '/^[a-z]{2}_[A-Z]{2}$/', $_COOKIE['p2p_locale'] ) ? $_COOKIE['p2p_locale'] : $locale;
	}
);

add_action(
	'init',
	static function () {
		if ( function_exists( 'give_p2p_serve_subpaths' ) ) { // The loader plugin is active (not yet while installing).
			give_p2p_serve_subpaths( P2P_BRIDGE_PAGE );
		}
	}
);

/** The host's URLs as this site's: the campaign's own pages under the WordPress page, files from the host. */
function p2p_bridge_urls( $value ) {
	if ( is_array( $value ) ) {
		return array_map( 'p2p_bridge_urls', $value );
	}
	if ( ! is_string( $value ) ) {
		return $value;
	}
	$page = untrailingslashit( home_url( '/' . P2P_BRIDGE_PAGE ) );
	foreach ( array( P2P_BRIDGE_HOST . P2P_BRIDGE_CAMPAIGN_PATH, P2P_BRIDGE_CAMPAIGN_PATH ) as $campaign ) {
		if ( 0 === strpos( $value, $campaign ) ) {
			return $page . substr( $value, strlen( $campaign ) );
		}
	}
	return ( '/' === substr( $value, 0, 1 ) && '//' !== substr( $value, 0, 2 ) ) ? P2P_BRIDGE_HOST . $value : $value;
}

/** GET a host page; $admin: with the host administrator's session. */
function p2p_bridge_host_page( $path, $admin ) {
	$response = wp_remote_get(
		P2P_BRIDGE_HOST . $path,
		array(
			'timeout'     => 10,
			'redirection' => 0,
			'headers'     => $admin ? array( 'Cookie' => P2P_BRIDGE_ADMIN_COOKIE ) : array(),
		)
	);
	if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
		wp_die( esc_html( 'The reference host did not answer ' . $path ) );
	}
	return wp_remote_retrieve_body( $response );
}

/** The mount element's data-* values and window.GiveP2P of a host page. */
function p2p_bridge_mount( $html, $mount_id ) {
	$data = array();
	if ( preg_match( '/<div id="' . preg_quote( $mount_id, '/' ) . '"([^>]*)>/', $html, $mount ) ) {
		preg_match_all( '/ data-([a-z-]+)=([\'"])(.*?)\2/', $mount[1], $attributes, PREG_SET_ORDER );
		foreach ( $attributes as $attribute ) {
			$text = html_entity_decode( $attribute[3], ENT_QUOTES );
			$json = json_decode( $text, true );
			$data[ $attribute[1] ] = p2p_bridge_urls( null === $json && 'null' !== $text ? $text : $json );
		}
	}
	$config = preg_match( '/window\.GiveP2P = (\{.*?\});<\/script>/s', $html, $match ) ? json_decode( $match[1], true ) : array();
	// This site's own values (REST root, nonce, locale, upload limit, sign-out) come from the loader.
	foreach ( array( 'apiRoot', 'apiNonce', 'locale', 'maxUploadSize', 'logoutUrl', 'nonceRenewalUrl' ) as $own ) {
		unset( $config[ $own ] );
	}
	return array( $data, p2p_bridge_urls( $config ) );
}

add_filter(
	'give_p2p_page_data',
	static function () {
		$path = isset( $_SERVER['REQUEST_URI'] ) ? wp_parse_url( wp_unslash( $_SERVER['REQUEST_URI'] ), PHP_URL_PATH ) : '/';
		$below = substr( (string) $path, strlen( '/' . P2P_BRIDGE_PAGE ) );
		list( $data, $config ) = p2p_bridge_mount( p2p_bridge_host_page( P2P_BRIDGE_CAMPAIGN_PATH . $below, false ), 'p2p-app' );
		$GLOBALS['p2p_bridge_config'] = $config;
		return $data;
	}
);

add_filter(
	'give_p2p_config',
	static function ( $config ) {
		return array_merge( isset( $GLOBALS['p2p_bridge_config'] ) ? $GLOBALS['p2p_bridge_config'] : array(), $config );
	}
);

/** Styles in the head, not late in the footer: the page's own stylesheet is known before its content renders. */
add_action(
	'wp_enqueue_scripts',
	static function () {
		if ( is_page( P2P_BRIDGE_PAGE ) ) {
			wp_enqueue_style( GIVE_P2P_HANDLE );
		}
	}
);

/** The plugin's admin pages, with the host's mount data (the same slugs as the plugin's). */
add_action(
	'admin_menu',
	static function () {
		$render = static function () {
			$query = isset( $_SERVER['QUERY_STRING'] ) ? wp_unslash( $_SERVER['QUERY_STRING'] ) : '';
			list( $data, $config ) = p2p_bridge_mount( p2p_bridge_host_page( '/wp-admin/admin.php?' . $query, true ), GIVE_P2P_ADMIN_MOUNT_ID );
			echo '<div class="wrap">' . give_p2p_render_admin_app( $data, $config ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- built with esc_attr.
		};
		add_menu_page( 'P2P Campaigns', 'P2P Campaigns', 'manage_options', 'p2p-campaigns', $render );
		add_submenu_page( 'p2p-campaigns', 'Edit campaign', 'Edit campaign', 'manage_options', 'p2p-edit-campaign', $render );
	}
);

add_action(
	'admin_enqueue_scripts',
	static function () {
		if ( isset( $_GET['page'] ) && 0 === strpos( sanitize_key( $_GET['page'] ), 'p2p-' ) ) {
			wp_enqueue_style( GIVE_P2P_ADMIN_HANDLE );
		}
	}
);

/** Every call of the plugin's namespace, answered by the host. */
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			GIVE_P2P_REST_NAMESPACE,
			'/(?P<call>[a-z0-9-]+)',
			array(
				'methods'             => array( 'GET', 'POST' ),
				'permission_callback' => '__return_true',
				'callback'            => 'p2p_bridge_rest',
			)
		);
	}
);

function p2p_bridge_rest( WP_REST_Request $request ) {
	$admin   = current_user_can( 'manage_options' );
	$query   = $request->get_query_params();
	$url     = P2P_BRIDGE_HOST . '/wp-json/' . GIVE_P2P_REST_NAMESPACE . '/' . $request['call'] . ( $query ? '?' . http_build_query( $query ) : '' );
	$headers = array( 'X-WP-Nonce' => $admin ? P2P_BRIDGE_ADMIN_NONCE : P2P_BRIDGE_GUEST_NONCE );
	if ( $admin ) {
		$headers['Cookie'] = P2P_BRIDGE_ADMIN_COOKIE;
	}
	$type = $request->get_header( 'content_type' );
	if ( $type ) {
		$headers['Content-Type'] = $type;
	}
	$response = wp_remote_request(
		$url,
		array(
			'method'  => $request->get_method(),
			'headers' => $headers,
			'body'    => 'POST' === $request->get_method() ? $request->get_body() : null,
			'timeout' => 10,
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'p2p_bridge', $response->get_error_message(), array( 'status' => 502 ) );
	}
	$body = wp_remote_retrieve_body( $response );
	return new WP_REST_Response( '' === $body ? null : p2p_bridge_urls( json_decode( $body, true ) ), wp_remote_retrieve_response_code( $response ) );
}
