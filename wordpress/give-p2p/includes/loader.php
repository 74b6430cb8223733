<?php
/**
 * Loads the peer-to-peer front end in WordPress: registers both apps' scripts and styles, prints their mount
 * elements with the host contract's data, and loads their translations.
 *
 * Supported: WordPress 6.1 and later (Debian stable's 6.1 is what the test suite runs). The entries are ES modules
 * registered as classic script handles whose tag is printed with type="module" (script_loader_tag). WordPress 6.5's
 * Script Modules API is not used on purpose: a script module cannot depend on the classic `wp-i18n` script the app
 * translates through, and wp_set_script_translations() only serves classic handles, so a module would need wp-i18n
 * enqueued apart and a classic stand-in handle for its translations: a second, untested way of loading for 6.5+.
 * The classic handle with a module tag only needs hooks every release since 6.1 keeps (docs/wordpress.md).
 *
 * Nothing global changes: no script, style or feature of the site is removed or replaced (the emoji script, the
 * theme's styles and wp-admin's styles stay); every hook below only touches this plugin's own handles.
 *
 * @package GiveP2P
 */

defined( 'ABSPATH' ) || exit;

const GIVE_P2P_TEXT_DOMAIN = 'give-peer-to-peer';
const GIVE_P2P_HANDLE      = 'give-p2p';
const GIVE_P2P_ADMIN_HANDLE = 'give-p2p-admin';
const GIVE_P2P_MOUNT_ID    = 'p2p-app';
const GIVE_P2P_ADMIN_MOUNT_ID = 'give-p2p-campaigns-app';
/** The REST namespace the app's apiRoot points at (SPEC section 7, ADMIN-CONTRACT section 7). */
const GIVE_P2P_REST_NAMESPACE = 'give-api/v2/p2p-campaigns';

/**
 * Registers the scripts and styles of both apps. Call once from the plugin's main file with that file's path
 * (the build sits in assets/dist/ and the translations in languages/ beside it) and the plugin's version, which
 * WordPress prints as ?ver= on every file: safe, because the entries only load hashed chunks that never import them.
 *
 * @param string $plugin_file The plugin's main file (__FILE__ there).
 * @param string $version     The plugin's version.
 */
function give_p2p_register( $plugin_file, $version ) {
	$GLOBALS['give_p2p_plugin'] = array(
		'file'    => $plugin_file,
		'version' => $version,
	);
	add_action( 'init', 'give_p2p_register_assets' );
	add_filter( 'script_loader_tag', 'give_p2p_module_tag', 10, 2 );
}

/** Absolute path of the build folder (assets/dist/ beside the plugin file). */
function give_p2p_dist_path() {
	return plugin_dir_path( $GLOBALS['give_p2p_plugin']['file'] ) . 'assets/dist/';
}

/** @internal Hooked on init by give_p2p_register(). */
function give_p2p_register_assets() {
	$file    = $GLOBALS['give_p2p_plugin']['file'];
	$version = $GLOBALS['give_p2p_plugin']['version'];
	$dist    = plugins_url( 'assets/dist/', $file );
	$langs   = plugin_dir_path( $file ) . 'languages';

	foreach ( array(
		GIVE_P2P_HANDLE       => 'p2p',
		GIVE_P2P_ADMIN_HANDLE => 'p2p-admin',
	) as $handle => $name ) {
		wp_register_script( $handle, $dist . $name . '.js', array( 'wp-i18n' ), $version, true );
		// One JSON per handle holds the strings of every chunk of that app (npm run i18n:json).
		wp_set_script_translations( $handle, GIVE_P2P_TEXT_DOMAIN, $langs );
		wp_register_style( $handle, $dist . $name . '.css', array(), $version );
	}
}

/**
 * Prints this plugin's entries as ES modules. Only the entry's own <script src> gets type="module": the
 * translations (`…-js-translations`) and the inline config (`…-js-before`) WordPress prints in the same $tag stay
 * as they are, so a German site keeps its German app. The first screen's chunks are announced as modulepreload
 * right before it, so the browser fetches them in parallel instead of one level after another.
 *
 * @internal Hooked on script_loader_tag by give_p2p_register().
 * @param string $tag    Everything WordPress prints for the handle.
 * @param string $handle The script handle.
 * @return string
 */
function give_p2p_module_tag( $tag, $handle ) {
	if ( GIVE_P2P_HANDLE !== $handle && GIVE_P2P_ADMIN_HANDLE !== $handle ) {
		return $tag;
	}
	$pattern = '/<script\b([^>]*)\bid=([\'"])' . preg_quote( $handle, '/' ) . '-js\2([^>]*)><\/script>/';
	return preg_replace_callback(
		$pattern,
		static function ( $match ) use ( $handle ) {
			$attributes = preg_replace( '/\stype=([\'"])[^\'"]*\1/', '', $match[1] . 'id="' . $handle . '-js"' . $match[3] );
			return give_p2p_preload_links( $handle ) . '<script type="module"' . $attributes . '></script>';
		},
		$tag,
		1
	);
}

/**
 * <link rel="modulepreload"> for what an entry loads first: its start chunk and that chunk's static imports, read
 * from the build's manifest (manifest.json, admin-manifest.json). Chunk URLs carry no ?ver=: the chunks import
 * each other by these exact URLs, and their hashed names already change with their content.
 *
 * @param string $handle GIVE_P2P_HANDLE or GIVE_P2P_ADMIN_HANDLE.
 * @return string
 */
function give_p2p_preload_links( $handle ) {
	$admin    = GIVE_P2P_ADMIN_HANDLE === $handle;
	$manifest = give_p2p_dist_path() . ( $admin ? 'admin-manifest.json' : 'manifest.json' );
	$entry    = $admin ? 'screens/admin/main.tsx' : 'screens/main.tsx';
	$chunks   = is_readable( $manifest ) ? json_decode( (string) file_get_contents( $manifest ), true ) : null;
	if ( ! is_array( $chunks ) || ! isset( $chunks[ $entry ] ) ) {
		return '';
	}
	$files = array();
	$visit = static function ( $key ) use ( &$visit, &$files, $chunks ) {
		if ( ! isset( $chunks[ $key ] ) || ! empty( $chunks[ $key ]['isEntry'] ) || isset( $files[ $chunks[ $key ]['file'] ] ) ) {
			return;
		}
		$files[ $chunks[ $key ]['file'] ] = true;
		foreach ( isset( $chunks[ $key ]['imports'] ) ? $chunks[ $key ]['imports'] : array() as $next ) {
			$visit( $next );
		}
	};
	$first = array_merge(
		isset( $chunks[ $entry ]['imports'] ) ? $chunks[ $entry ]['imports'] : array(),
		isset( $chunks[ $entry ]['dynamicImports'] ) ? $chunks[ $entry ]['dynamicImports'] : array()
	);
	foreach ( $first as $key ) {
		$visit( $key );
	}
	$base  = plugins_url( 'assets/dist/', $GLOBALS['give_p2p_plugin']['file'] );
	$links = '';
	foreach ( array_keys( $files ) as $file ) {
		$links .= '<link rel="modulepreload" href="' . esc_url( $base . $file ) . '">' . "\n";
	}
	return $links;
}

/**
 * window.GiveP2P for the current request: the REST root and a `wp_rest` nonce, the locale and the upload limit.
 * Printed with wp_json_encode() in an inline script, not wp_localize_script(), which would turn every number and
 * boolean into a string.
 *
 * @param array $config Money format and anything else the donation plugin adds (currency, currencySymbol,
 *                      currencyPosition, thousandsSeparator, decimalSeparator, numberDecimals; logoutUrl and
 *                      nonceRenewalUrl for signed-in users). Filtered through `give_p2p_config`.
 * @return array
 */
function give_p2p_config( array $config = array() ) {
	$defaults = array(
		'apiRoot'       => esc_url_raw( rest_url( GIVE_P2P_REST_NAMESPACE ) ),
		'apiNonce'      => wp_create_nonce( 'wp_rest' ),
		'locale'        => determine_locale(),
		'maxUploadSize' => (int) wp_max_upload_size(),
	);
	return apply_filters( 'give_p2p_config', array_merge( $defaults, $config ) );
}

/**
 * The mount element's HTML: one data-* attribute per entry of $data (the host contract: campaign, auth, user, team,
 * fundraiser, donations, sponsors, campaign-stats… as JSON; a plain string such as the admin's screen as it is).
 *
 * @param string $id   The element's id.
 * @param array  $data Attribute name (without data-) => value.
 * @return string
 */
function give_p2p_mount_element( $id, array $data ) {
	$attributes = '';
	foreach ( $data as $name => $value ) {
		$text = is_string( $value ) ? $value : wp_json_encode( $value );
		// Not esc_attr(): it leaves entities already in the text alone, so a story holding "&amp;" would reach the
		// app as "&". htmlspecialchars() encodes every character, and the browser gives back the exact JSON.
		$attributes .= sprintf( ' data-%s="%s"', sanitize_key( $name ), htmlspecialchars( $text, ENT_QUOTES, 'UTF-8' ) );
	}
	return sprintf( '<div id="%s"%s></div>', esc_attr( $id ), $attributes );
}

/**
 * Enqueues the visitor app and returns its mount element, for a campaign page's content (a shortcode, a block's
 * render callback or a template). The app routes under the campaign's base_url, so the donation plugin serves
 * this page for every path below it (see give_p2p_serve_subpaths()).
 *
 * @param array $data   The host contract's page data (attribute name => value).
 * @param array $config Extra window.GiveP2P fields (see give_p2p_config()).
 * @return string
 */
function give_p2p_render_app( array $data, array $config = array() ) {
	give_p2p_enqueue( GIVE_P2P_HANDLE, $config );
	return give_p2p_mount_element( GIVE_P2P_MOUNT_ID, $data );
}

/**
 * The same for an admin screen (campaigns list, a campaign's teams or fundraisers tab): call it from the admin
 * page's callback and echo the result.
 *
 * @param array $data   data-* attributes of the admin mount (screen, and campaign on a campaign's tabs).
 * @param array $config The admin fields of window.GiveP2P (adminURL, campaignsPage, editCampaignPage,
 *                      addCampaignPage) and extras, merged over give_p2p_config().
 * @return string
 */
function give_p2p_render_admin_app( array $data, array $config = array() ) {
	give_p2p_enqueue( GIVE_P2P_ADMIN_HANDLE, $config );
	return give_p2p_mount_element( GIVE_P2P_ADMIN_MOUNT_ID, $data );
}

/** @internal */
function give_p2p_enqueue( $handle, array $config ) {
	if ( ! wp_script_is( $handle, 'registered' ) ) {
		give_p2p_register_assets();
	}
	wp_add_inline_script( $handle, 'window.GiveP2P = ' . wp_json_encode( give_p2p_config( $config ) ) . ';', 'before' );
	wp_enqueue_script( $handle );
	wp_enqueue_style( $handle );
}

/**
 * Lets the page at $page_path answer every path below it (/campaign/team/12/, /campaign/login/…): the app's own
 * routes. Call on init; flush the rewrite rules once after adding a path (on activation).
 *
 * @param string $page_path The page's path, e.g. 'run-for-clean-water' or 'campaigns/run-for-clean-water'.
 */
function give_p2p_serve_subpaths( $page_path ) {
	$page_path = trim( $page_path, '/' );
	add_rewrite_rule( '^' . preg_quote( $page_path, '#' ) . '/.+$', 'index.php?pagename=' . $page_path, 'top' );
}
